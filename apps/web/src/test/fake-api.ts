// The operator for the web app's tests: the fake API, in this process (the one simulator of the operator), reached
// through a `fetch` without a socket. One per test worker; its world is reset before a test when it has changed.
import { contract, type CallId } from "@waea/adapters/http";
import { FROZEN_AT, openFakeApi, type InProcessFakeApi } from "@waea/fake-api/in-process";
import { beforeAll, beforeEach } from "vitest";

let shared: Promise<InProcessFakeApi> | undefined;
/** The world's version right after the last reset (the store bumps it on every write that went through). */
let seededVersion: number | undefined;

/**
 * The fake API for the tests of a file: opened once per worker (building it takes about a second; the suite runs
 * without per-file isolation, so files share it), its world back to the seeded demo world before each test that
 * follows a change. A change is a write the API accepted or a moved clock; a test that edits `api.store` by hand
 * calls `api.store.changed()` so the next test starts from the seed again. Call at the top of the file; the
 * returned function gives the API in a test.
 */
export const withFakeApi = (): (() => InProcessFakeApi) => {
  let api: InProcessFakeApi | undefined;
  beforeAll(async () => {
    shared ??= openFakeApi().then((opened) => {
      seededVersion = opened.store.version;
      return opened;
    });
    api = await shared;
  });
  beforeEach(async () => {
    if (api === undefined) return;
    if (api.store.version === seededVersion && api.clock.nowMillis() === FROZEN_AT) return;
    await api.reset();
    seededVersion = api.store.version;
  });
  return () => {
    if (api === undefined) throw new Error("withFakeApi(): the fake API is opened in beforeAll");
    return api;
  };
};

/** Whether a request is the contract entry's call (its method, and its path with any placeholder filled). */
const isCall = (id: CallId, request: Request): boolean => {
  const { method, path } = contract[id];
  const pattern = new RegExp(`${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
  return request.method === method && pattern.test(new URL(request.url).pathname);
};

/**
 * A network that cannot reach the operator for one call: its requests fail as a browser's fetch does when the
 * server is out of reach (a transport failure, not a reply); every other request goes through.
 */
export const unreachableFor =
  (fetch: typeof globalThis.fetch, id: CallId): typeof globalThis.fetch =>
  async (input, init) => {
    if (isCall(id, new Request(input, init))) throw new TypeError("Failed to fetch");
    return fetch(input, init);
  };
