// Test support: what happens between the CLI and the operator, as wrappers of the in-process fetch
// (OperatorOptions.fetch). A call is named by its contract id: the contract is the one place a path lives.
import { contract, type CallId } from "@waea/adapters/http/contract";
import type { Fetch } from "./operator";

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly auth: string | null;
}

/** What a fetch call asks for, read without touching its body. */
const requestOf = (input: Parameters<Fetch>[0], init: Parameters<Fetch>[1]): Sent => {
  const request = input instanceof Request ? input : undefined;
  const url = request?.url ?? (typeof input === "string" ? input : input.toString());
  const headers = new Headers(init?.headers ?? request?.headers);
  return {
    method: (init?.method ?? request?.method ?? "GET").toUpperCase(),
    url,
    auth: headers.get("authorization"),
  };
};

/** Whether a request is the contract call `id` (its method, and its path under the API base). */
const isCall = (id: CallId, request: Sent): boolean => {
  const { method, path } = contract[id];
  const pattern = path
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace(/\{spid\}/g, "67")
    .replace(/\{[A-Za-z][A-Za-z0-9_]*\}/g, "[^/]+");
  return request.method === method && new RegExp(`/api${pattern}$`).test(new URL(request.url).pathname);
};

/** The call `id` never gets an answer: the fetch rejects with `error`, as a refused connection does. */
export const failing =
  (id: CallId, error: Error) =>
  (inner: Fetch): Fetch =>
  async (input, init) =>
    isCall(id, requestOf(input, init)) ? Promise.reject(error) : inner(input, init);

/** The call `id` gets `reply` instead of the operator's answer (a gateway's 503, a reply bent in transit). */
export const answering =
  (id: CallId, reply: () => Response) =>
  (inner: Fetch): Fetch =>
  async (input, init) =>
    isCall(id, requestOf(input, init)) ? reply() : inner(input, init);

/** A JSON reply with this status. */
export const jsonReply = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export interface Recorder {
  readonly wrap: (inner: Fetch) => Fetch;
  /** Every request sent: method, URL and Authorization header. */
  readonly sent: ReadonlyArray<Sent>;
  /** How many requests of the call `id` were sent. */
  readonly count: () => number;
  /** The most requests of the call `id` that were under way at once. */
  readonly peak: () => number;
}

/** Let other requests start: a few turns of the event loop, no fixed wait. */
const turns = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** Records every request, and how many of the call `id` were under way at once (each held a few turns). */
export const recording = (id?: CallId): Recorder => {
  const sent: Sent[] = [];
  let active = 0;
  let peak = 0;
  let count = 0;
  return {
    sent,
    count: () => count,
    peak: () => peak,
    wrap: (inner) => async (input, init) => {
      const request = requestOf(input, init);
      sent.push(request);
      if (id === undefined || !isCall(id, request)) return inner(input, init);
      count += 1;
      active += 1;
      peak = Math.max(peak, active);
      try {
        await turns(3);
        return await inner(input, init);
      } finally {
        active -= 1;
      }
    },
  };
};
