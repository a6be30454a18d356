import { randomBytes } from "node:crypto";
import type { SocialProvider } from "@waea/adapters/http/contract";
import type { ConsentLanguage } from "./consent-text";

/** How long a consent page may be answered after it was shown. */
export const CONSENT_MS = 10 * 60 * 1000;

/** The cookie that names the browser a consent page was shown to (HttpOnly, SameSite=Strict). */
export const BROWSER_COOKIE = "waea_idp_browser";

const SECRET = /^[A-Za-z0-9_-]{32,64}$/;
const MAX_PENDING = 10_000;

/** A consent page that was shown and not answered yet: to whom, for which attempt of the portal. */
export interface PendingConsent {
  readonly browser: string;
  readonly provider: SocialProvider;
  readonly state: string;
  readonly nonce: string;
  readonly language: ConsentLanguage;
  /** Where the answer may be posted: "self" (the page's own origin) or a configured CORS origin. */
  readonly target: string;
  readonly expiresAtMillis: number;
}

export const newSecret = (): string => randomBytes(32).toString("base64url");

/** The browser id a request's cookie carries, when it is one this server could have set. */
export const browserOf = (cookieHeader: string | undefined): string | undefined => {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === BROWSER_COOKIE) {
      const id = value.join("=");
      return SECRET.test(id) ? id : undefined;
    }
  }
  return undefined;
};

/** The Set-Cookie value naming a browser, for the consent routes only. */
export const browserCookie = (browser: string, path: string): string =>
  `${BROWSER_COOKIE}=${browser}; Path=${path}; Max-Age=${CONSENT_MS / 1000}; HttpOnly; SameSite=Strict`;

/**
 * The consent pages shown and not yet answered, by their one-time consent id. Kept in memory only: a consent lives
 * minutes, and a restart just means showing the page again.
 */
export const makeConsents = () => {
  const pending = new Map<string, PendingConsent>();
  const prune = (nowMillis: number) => {
    for (const [id, consent] of pending) if (consent.expiresAtMillis <= nowMillis) pending.delete(id);
    while (pending.size >= MAX_PENDING) {
      const oldest = pending.keys().next().value;
      if (oldest === undefined) break;
      pending.delete(oldest);
    }
  };
  return {
    /** A new consent id for a page shown to this browser. */
    open: (consent: PendingConsent, nowMillis: number): string => {
      prune(nowMillis);
      const id = newSecret();
      pending.set(id, consent);
      return id;
    },
    /**
     * The pending consent of this id when the same browser answers it in time; undefined for an unknown, used or
     * lapsed id and for another browser (or none).
     */
    find: (id: string, browser: string | undefined, nowMillis: number): PendingConsent | undefined => {
      const consent = pending.get(id);
      if (consent === undefined || browser === undefined || consent.browser !== browser) return undefined;
      if (consent.expiresAtMillis <= nowMillis) {
        pending.delete(id);
        return undefined;
      }
      return consent;
    },
    /** Uses the consent up: its id answers once. */
    close: (id: string): void => {
      pending.delete(id);
    },
  };
};
export type Consents = ReturnType<typeof makeConsents>;
