// The operator for the web app's tests: the fake API, in this process (the one simulator of the operator), reached
// through a `fetch` without a socket (`withFakeApi`, shared with the CLI's and the use cases' tests), and a network
// that fails one call.
import { contract, type CallId } from "@waea/adapters/http";
export { withFakeApi } from "@waea/fake-api/in-process/vitest";

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
