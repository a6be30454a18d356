// Test support for the fake API's own tests (not used by the server).
import { serialize } from "node:v8";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { AuthData } from "@waea/domain/session";
import { openFakeApi, type InProcessFakeApi, type InProcessOptions } from "../in-process/open-fake-api";
import { DEMO_PASSWORD } from "../world/demo-accounts";

const replyOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  headers: response.headers,
  body: response.body,
  json: () => response.json(),
});
export type InjectedReply = ReturnType<typeof replyOf>;

/** The in-process fake API with the two shorthands its tests use. */
export interface TestApi extends InProcessFakeApi {
  /** A request through Fastify's inject (the path starts with /api), with a bearer token when given. */
  readonly call: (request: InjectOptions, token?: string) => Promise<InjectedReply>;
  /** A demo login signed in through the auth call (fails the test when refused). */
  readonly signIn: (email: string, password?: string) => Promise<AuthData>;
}

const withShorthands = (api: InProcessFakeApi): TestApi => {
  const call = async (request: InjectOptions, token?: string): Promise<InjectedReply> => {
    const response = await api.app.inject({
      ...request,
      headers: { ...request.headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });
    return replyOf(response);
  };
  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<AuthData> => {
    const response = await call({
      method: "POST",
      url: "/api/v2/67/auth",
      payload: { IdentityProvider: "LOCAL", AuthID: email, AuthCode: password, SPID: 67, IncludeRoles: true },
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return response.json() as AuthData;
  };
  return { ...api, call, signIn };
};

/** The worker's fake API for the files that ask for the default options: built once (the suite runs without isolation). */
let shared: Promise<TestApi> | undefined;

interface Clean {
  readonly version: number;
  readonly millis: number;
  readonly simulation: string;
  /** The whole world in V8's serialization (node:v8): a third of the CPU of `store.digest()`, and stricter. */
  readonly world: Buffer;
}

const snapshot = (api: TestApi): Clean => ({
  version: api.store.version,
  millis: api.clock.nowMillis(),
  simulation: JSON.stringify(api.store.simulation),
  world: serialize(api.store.world),
});

/**
 * Whether a test may have left the world, clock or settings other than a reset leaves them: a write through the
 * API (the version), a moved clock, counted failures, changed simulation settings, or (cheaper than a reset, and
 * what catches a test that wrote to `store.world` without `store.changed()`) a world whose serialization differs.
 */
const dirty = (api: TestApi, clean: Clean | undefined): boolean =>
  clean === undefined ||
  clean.version !== api.store.version ||
  clean.millis !== api.clock.nowMillis() ||
  api.store.attempts.failures > 0 ||
  clean.simulation !== JSON.stringify(api.store.simulation) ||
  !clean.world.equals(serialize(api.store.world));

const cleanState = new WeakMap<TestApi, Clean>();

/**
 * The fake API of a test file, through its in-process entry (seed 67, the clock frozen at FROZEN_AT, payments
 * settled at once). Without options, the worker's one (opened once and shared by the files of the worker); with
 * options, one of the file's own, closed after it. Before each test the seeded world, clock and simulation settings
 * are back: reset when anything may have changed them. Call at the top of the file; the returned function gives the
 * API inside a test.
 */
export const useTestApi = (options?: InProcessOptions): (() => TestApi) => {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await (options === undefined
      ? (shared ??= openFakeApi().then(withShorthands))
      : openFakeApi(options).then(withShorthands));
  });
  beforeEach(async () => {
    if (api === undefined || !dirty(api, cleanState.get(api))) return;
    await api.reset();
    cleanState.set(api, snapshot(api));
  });
  afterAll(async () => {
    if (options !== undefined) await api?.close();
  });
  return () => {
    if (api === undefined) throw new Error("useTestApi(): the fake API is opened in beforeAll");
    return api;
  };
};

/** A fake API opened for one test only (its own options), closed when the test calls close(). */
export const openTestApi = async (options: InProcessOptions = {}): Promise<TestApi> =>
  withShorthands(await openFakeApi(options));

/** A demo login signed in on the test API: its first customer account and calls under /api with its token. */
export const signedIn = async (app: TestApi, email: string) => {
  const data = await app.signIn(email);
  const uuid = data.AuthResponse?.CustomerUUID ?? "";
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.call(
      { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) },
      data.JWT,
    );
  return {
    uuid,
    get: (url: string) => send("GET", url),
    post: (url: string, payload: unknown) => send("POST", url, payload),
    put: (url: string, payload: unknown) => send("PUT", url, payload),
    del: (url: string) => send("DELETE", url),
  };
};

/** Every demo login's first customer account and service, by key (prepay, leader, member, ...). */
export const demoIds = (app: TestApi, key: string) => {
  const login = Object.values(app.store.world.core.logins).find((item) => item.AuthID === `${key}@waea.test`);
  const customer = login?.CustomerUUIDs[0] ?? "";
  const product = Object.values(app.store.world.core.products).find((item) => item.CustomerUUID === customer);
  return { customer, product: product?.UUID ?? "", msisdn: product?.MSISDN ?? "" };
};
