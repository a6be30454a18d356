import type { RedirectMode } from "./options";

export interface WireRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface WireResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly bytes: Uint8Array;
}

/** Why no response came: the message goes into a NetworkError. */
export interface WireFailure {
  readonly failed: string;
}

export interface TransportOptions {
  readonly timeoutMs: number;
  readonly redirects: RedirectMode;
  readonly fetch?: typeof globalThis.fetch;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const without = (headers: Readonly<Record<string, string>>, names: ReadonlyArray<string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
const withoutAuthorization = (headers: Readonly<Record<string, string>>) =>
  without(headers, ["authorization"]);
const withoutBodyHeaders = (headers: Readonly<Record<string, string>>) => without(headers, ["content-type"]);

const failureText = (error: unknown, timeoutMs: number): string => {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    if (cause?.name === "TimeoutError" || error.name === "TimeoutError")
      return `timeout after ${timeoutMs} ms`;
    if (cause?.name === "AbortError" || error.name === "AbortError") return "request aborted";
    return cause?.message ?? error.message;
  }
  return String(error);
};

/**
 * The platform's fetch with the transport rules of spec 01 §7: no retries, a timeout set as a fresh signal per
 * request joined with the caller's signal, so interrupting a call aborts its request, and at most one redirect. In
 * Node the redirect is followed by hand (redirect "manual"); a browser follows redirects itself and never shows the
 * Location header, so there the count is the browser's (the fake API never redirects more than once). No fetch
 * library: the client reads every reply as bytes and decides on its status itself (ofetch, which did that through
 * its options, was 3.6 KiB gzip of the browser's start chunk).
 */
export const makeTransport = (options: TransportOptions) => {
  const redirect: "follow" | "manual" = options.redirects === "browser" ? "follow" : "manual";

  const once = async (
    request: WireRequest,
    url: string,
    signal: AbortSignal | undefined,
  ): Promise<WireResponse | WireFailure> => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      // Looked up per request, not kept: a test may replace globalThis.fetch after the client was made.
      const fetch = options.fetch ?? globalThis.fetch;
      const response = await fetch(url, {
        method: request.method,
        headers: request.headers,
        redirect,
        signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      return {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    } catch (error) {
      return { failed: failureText(error, options.timeoutMs) };
    }
  };

  return async (request: WireRequest, signal?: AbortSignal): Promise<WireResponse | WireFailure> => {
    const first = await once(request, request.url, signal);
    if ("failed" in first || !REDIRECTS.has(first.status)) return first;
    const location = first.headers.get("location");
    if (location === null) return { failed: `redirect ${first.status} without a location` };
    const target = new URL(location, request.url);
    // The bearer token never follows a redirect to another origin.
    const headers =
      target.origin === new URL(request.url).origin ? request.headers : withoutAuthorization(request.headers);
    // 303 (and, as browsers do, 301/302 of a POST) continue as a GET without a body.
    const keepMethod = first.status === 307 || first.status === 308 || request.method === "GET";
    const next: WireRequest = keepMethod
      ? { ...request, headers }
      : { method: "GET", url: request.url, headers: withoutBodyHeaders(headers) };
    const second = await once(next, target.toString(), signal);
    if ("failed" in second) return second;
    return REDIRECTS.has(second.status) ? { failed: "more than one redirect" } : second;
  };
};

export type Transport = ReturnType<typeof makeTransport>;
