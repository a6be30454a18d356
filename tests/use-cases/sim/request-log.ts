import type { InProcessFakeApi } from "@waea/fake-api/in-process";

export interface RequestLog {
  /** The same fake API, its `fetch` noting each request: hand it to `visitor` or `signedIn`. */
  readonly api: InProcessFakeApi;
  /** "PUT /sim/v1/settings": method and path under the API base, in the order they were sent. */
  readonly requests: () => ReadonlyArray<string>;
  /** Forgets the requests so far (the sign-in's, say). */
  readonly clear: () => void;
}

const pathOf = (input: Parameters<typeof globalThis.fetch>[0], base: string): string => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const path = url.startsWith(base) ? url.slice(base.length) : url;
  return path.split("?")[0] ?? path;
};

/**
 * Notes what a use case sends to the fake API: a refusal "before any call" sends nothing, a save that changes
 * nothing sends nothing, and the requests a use case makes can be named in order.
 */
export const requestLog = (api: InProcessFakeApi): RequestLog => {
  let requests: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    requests.push(`${method.toUpperCase()} ${pathOf(input, api.baseUrl)}`);
    return api.fetch(input, init);
  };
  return {
    api: { ...api, fetch },
    requests: () => requests,
    clear: () => {
      requests = [];
    },
  };
};
