// The fake API for a vitest file: the one simulator of the operator, in this process. The web app's, the CLI's and
// the use cases' tests all take it from here (`@waea/fake-api/in-process/vitest`), so they share one way to get a
// clean world.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openFakeApi, type InProcessFakeApi, type InProcessOptions } from "../open-fake-api";

let shared: Promise<InProcessFakeApi> | undefined;

/** The world's version and clock as the last reset left them. */
const clean = new WeakMap<InProcessFakeApi, { readonly version: number; readonly millis: number }>();

const markClean = (api: InProcessFakeApi): void => {
  clean.set(api, { version: api.store.version, millis: api.clock.nowMillis() });
};

/**
 * Whether the world may differ from the seeded one: every write through the API bumps the store's version, and a
 * test that steers the world itself (api.store, api.clock) moves the version (`api.store.changed()`) or the clock;
 * a failed password or code check is counted against later tries (store.attempts).
 */
const changedSinceReset = (api: InProcessFakeApi): boolean => {
  const state = clean.get(api);
  return (
    state === undefined ||
    state.version !== api.store.version ||
    state.millis !== api.clock.nowMillis() ||
    // Failed sign-ins and codes change no record, but their counts would throttle the next test's.
    api.store.attempts.failures > 0
  );
};

/**
 * The fake API for the tests of a file; call at the top of the file, and get the API in a test from the returned
 * function. Without options, the worker's shared one (built once, about half a second; the suites run without
 * per-file isolation, so a worker's files share it); with options (a `bulk` world), one of the file's own, closed
 * after it. Before each test the world is reset (tens of milliseconds) when an earlier test changed it, so every
 * test starts on the seeded demo world with the clock at FROZEN_AT.
 */
export const withFakeApi = (options?: InProcessOptions): (() => InProcessFakeApi) => {
  let api: InProcessFakeApi | undefined;
  beforeAll(async () => {
    const own = options !== undefined;
    api = await (own ? openFakeApi(options) : (shared ??= openFakeApi()));
    if (own || !clean.has(api)) markClean(api);
  });
  afterAll(async () => {
    if (options !== undefined) await api?.close();
  });
  beforeEach(async () => {
    if (api === undefined || !changedSinceReset(api)) return;
    await api.reset();
    markClean(api);
  });
  return () => {
    if (api === undefined) throw new Error("withFakeApi(): the fake API is opened in beforeAll");
    return api;
  };
};
