import type { FastifyInstance, InjectOptions } from "fastify";

const NO_BODY = new Set([101, 204, 205, 304]);

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException("This operation was aborted", "AbortError");

const bodyOf = async (request: Request): Promise<Buffer | undefined> => {
  if (request.body === null) return undefined;
  return Buffer.from(await request.arrayBuffer());
};

/**
 * A `fetch` that hands each request to the Fastify app through `inject` (light-my-request): the whole request path
 * of the fake API (parsing, CORS, bearer check, handlers, error replies) without a socket. Redirects are returned as
 * they are (the HTTP client follows them itself), and an aborted signal rejects as fetch does.
 */
export const injectFetch =
  (app: FastifyInstance): typeof globalThis.fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted === true) throw abortError(signal);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const payload = await bodyOf(request);
    const options: InjectOptions = {
      method: request.method as NonNullable<InjectOptions["method"]>,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    };
    const injected = app.inject(options);
    const response = await (signal === undefined
      ? injected
      : new Promise<Awaited<typeof injected>>((resolve, reject) => {
          const onAbort = () => reject(abortError(signal));
          signal.addEventListener("abort", onAbort, { once: true });
          injected.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
        }));
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) replyHeaders.append(name, String(one));
    }
    // A Uint8Array view of the payload: a body under both the DOM's and Node's typings of Response.
    return new Response(NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: replyHeaders,
    });
  };
