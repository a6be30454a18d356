import * as Http from "node:http";
import * as Https from "node:https";
import { replyOf } from "./node-reply";

const requestHeaders = (headers: RequestInit["headers"]): Record<string, string> => {
  const out: Record<string, string> = {};
  const put = (value: string, name: string) => {
    out[name] = value;
  };
  if (headers instanceof Headers) headers.forEach(put);
  else new Headers(headers).forEach(put);
  return out;
};

const bodyOf = (body: RequestInit["body"]): string | Uint8Array | undefined => {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  throw new TypeError("waea: only string and byte bodies are sent");
};

/** Why a connection failed, as node says it ("connect ECONNREFUSED 127.0.0.1:8080"), also when both address
 * families were tried (an AggregateError with an empty message). */
const reasonOf = (error: Error): Error =>
  error instanceof AggregateError && error.message === "" && error.errors[0] instanceof Error
    ? error.errors[0]
    : error;

const urlOf = (input: string | URL | Request): URL =>
  new URL(typeof input === "string" || input instanceof URL ? input : input.url);

/**
 * fetch over node:http with one keep-alive agent per protocol, for the HTTP client of the adapters. Node's own
 * fetch (undici) spends more CPU on each request than the request itself, which counts when `account check --all`
 * sends thousands. Redirects are answered, never followed (the HTTP client follows one itself); the signal (the
 * client's timeout, or the call's effect being interrupted) aborts the request with its reason. Bodies are strings
 * or bytes, all the client sends.
 */
export const makeNodeFetch = (): typeof globalThis.fetch => {
  const agents = { http: new Http.Agent({ keepAlive: true }), https: new Https.Agent({ keepAlive: true }) };
  const fetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const url = urlOf(input);
      const signal = init.signal ?? undefined;
      if (signal?.aborted === true) return reject(signal.reason);
      const secure = url.protocol === "https:";
      const request = (secure ? Https : Http).request(url, {
        method: init.method ?? "GET",
        headers: requestHeaders(init.headers),
        agent: secure ? agents.https : agents.http,
      });
      const abort = () => request.destroy(signal?.reason instanceof Error ? signal.reason : undefined);
      signal?.addEventListener("abort", abort, { once: true });
      const fail = (error: Error) => {
        signal?.removeEventListener("abort", abort);
        reject(signal?.aborted === true ? signal.reason : reasonOf(error));
      };
      request.on("error", fail);
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", fail);
        response.on("end", () => {
          signal?.removeEventListener("abort", abort);
          resolve(replyOf(response, Buffer.concat(chunks), url.href));
        });
      });
      request.end(bodyOf(init.body));
    });
  return fetch as typeof globalThis.fetch;
};
