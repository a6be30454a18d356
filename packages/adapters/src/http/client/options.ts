import type { StorageService } from "@waea/domain/ports";

/** How redirects are followed: at most one, by hand (Node), or by the browser (which cannot show the Location). */
export type RedirectMode = "follow-one" | "browser";

export interface ApiClientOptions {
  /** The API base: "/api" in the browser, "http://127.0.0.1:8080/api" in the CLI. */
  readonly baseUrl: string;
  /** Where the session lives (StorageKeys.auth, StorageKeys.refreshToken) and what logout clears. */
  readonly storage: StorageService;
  /** Time for token validity and cache lifetimes: makeHttpLayer hands the client Effect's Clock. */
  readonly nowMillis: () => number;
  /** Told when the session ended: a 401 (other than error 1002) or a refused identity check. */
  readonly onLogout?: (reason: LogoutReason) => void;
  /** Request timeout, default 65 s (spec 01 §9). */
  readonly timeoutMs?: number;
  /** Default: "browser" where a document exists, otherwise "follow-one". */
  readonly redirects?: RedirectMode;
  /** A fetch implementation (tests, custom agents); default globalThis.fetch. */
  readonly fetch?: typeof globalThis.fetch;
}

export interface LogoutReason {
  readonly call: string;
  readonly message: string;
}

/** The timeout of every call (spec 01 §9, 02 §7). */
export const API_TIMEOUT_MS = 65_000;

/** Response headers with which the server hands out a renewed token (exposed through CORS by the fake API). */
export const REFRESHED_TOKEN_HEADER = "x-refreshed-token";
/** Sent with every call that moves money (the contract's `movesMoney`): the server moves money once per key. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const REFRESHED_TOKEN_EXPIRY_HEADER = "x-refreshed-token-expiry";
