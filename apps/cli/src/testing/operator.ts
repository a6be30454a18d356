// Test support: the CLI's live composition (runtime/services.ts) over the fake API in this process: the adapters'
// HTTP client with the in-process fetch, a session store in memory (or the file store in a temp directory), and
// Effect's Clock reading the fake API's world clock.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { onTestFinished } from "vitest";
import { makeFileStorage } from "@waea/adapters/storage/file";
import { StorageKeys, clockReading, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import { authRequest, signIn } from "@waea/domain/session";
import { DEMO_PASSWORD, type InProcessFakeApi } from "@waea/fake-api/in-process";
import { makeLiveServices, type ServicesConfig, type ServicesFactory } from "../runtime/services";

export type Fetch = typeof globalThis.fetch;

export interface OperatorOptions {
  /** Wraps the in-process fetch: a transport failure for one call, a count of requests (testing/transport.ts). */
  readonly fetch?: (inner: Fetch) => Fetch;
  /** How far this machine's clock is behind the operator's (default 0: the CLI reads the world clock). */
  readonly clockBehindMillis?: number;
  /** The live file store in a temp directory (XDG_CONFIG_HOME, removed after the test) instead of memory. */
  readonly onDisk?: boolean;
}

export interface Operator {
  readonly api: InProcessFakeApi;
  /** The ports of a run, as `waea` composes them but for the fetch, the clock and the store. */
  readonly services: ServicesFactory;
  /** XDG_CONFIG_HOME of the runs: the temp directory of a file store, else a path nothing reads. */
  readonly configHome: string;
  /** The session store the runs share (the session file, on disk). */
  readonly storage: StorageService;
  readonly stored: (key: string) => Promise<string | undefined>;
}

/** The CLI against the fake API, nobody signed in. */
export const operator = (api: InProcessFakeApi, options: OperatorOptions = {}): Operator => {
  const configHome = options.onDisk === true ? mkdtempSync(join(tmpdir(), "waea-cli-")) : "/nonexistent";
  if (options.onDisk === true) onTestFinished(() => rmSync(configHome, { recursive: true, force: true }));
  const memory = options.onDisk === true ? undefined : makeMemoryStorage();
  const storage = memory ?? makeFileStorage(join(configHome, "waea"));
  const behind = options.clockBehindMillis ?? 0;
  return {
    api,
    configHome,
    storage,
    services: makeLiveServices({
      clock: clockReading(() => api.clock.nowMillis() - behind),
      fetch: options.fetch?.(api.fetch) ?? api.fetch,
      ...(memory === undefined ? {} : { storage: memory }),
    }),
    stored: async (key) => Option.getOrUndefined(await Effect.runPromise(storage.get(key))),
  };
};

/** What execute.ts hands the services, for tests that run a command's run function themselves. */
export const servicesConfig = (on: Operator, overrides: Partial<ServicesConfig> = {}): ServicesConfig => ({
  apiUrl: on.api.baseUrl,
  token: undefined,
  configDir: join(on.configHome, "waea"),
  onSessionEnded: () => undefined,
  onStorageProblem: () => undefined,
  ...overrides,
});

/** The session entries a sign-in stored, by fake API, login and world instant (the JWTs outlive a reset). */
const sessions = new WeakMap<InProcessFakeApi, Map<string, ReadonlyArray<readonly [string, string]>>>();

const sessionOf = async (on: Operator, email: string): Promise<ReadonlyArray<readonly [string, string]>> => {
  const known = sessions.get(on.api) ?? new Map<string, ReadonlyArray<readonly [string, string]>>();
  sessions.set(on.api, known);
  const key = `${email} ${on.api.clock.nowMillis()}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const fresh = operator(on.api);
  await Effect.runPromise(
    Effect.provide(
      signIn(authRequest({ provider: "LOCAL", authId: email, code: DEMO_PASSWORD })),
      fresh.services(servicesConfig(fresh)),
    ),
  );
  const entries = await Promise.all(
    (await Effect.runPromise(fresh.storage.keys())).map(
      async (name) => [name, (await fresh.stored(name)) ?? ""] as const,
    ),
  );
  known.set(key, entries);
  return entries;
};

/**
 * Stores a demo login's session as `waea login` does (the domain's sign-in over the same services), and chooses
 * `account` when given. A login signs in once per fake API and world instant and its session is reused after: its
 * JWT stays valid across a reset (the keys derive from the seed), its refresh token does not, so a test of the
 * renewal by refresh token (the session's last five minutes) signs in with the login command, as tests of signing
 * in do.
 */
export const storeSession = async (on: Operator, email: string, account?: string): Promise<Operator> => {
  for (const [name, value] of await sessionOf(on, email))
    await Effect.runPromise(on.storage.set(name, value));
  if (account !== undefined) await Effect.runPromise(on.storage.set(StorageKeys.currentCustomer, account));
  return on;
};

/** The CLI against the fake API with a demo login signed in (and `account` chosen, when given). */
export const signedIn = (
  api: InProcessFakeApi,
  email: string,
  account?: string,
  options: OperatorOptions = {},
): Promise<Operator> => storeSession(operator(api, options), email, account);

/** The JWT of the stored session (for WAEA_TOKEN, or to show a run never prints it). */
export const storedJwt = async (on: Operator): Promise<string> => {
  const auth = JSON.parse((await on.stored(StorageKeys.auth)) ?? "{}") as { readonly JWT?: string };
  if (auth.JWT === undefined) throw new Error("nobody is signed in");
  return auth.JWT;
};
