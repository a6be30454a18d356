import { contract, routePattern, type CallId } from "@waea/adapters/http/contract";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";

/** What `withTransport` (support/fake-api.ts) asks of a request: an answer of its own, or undefined to pass it on. */
type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The request's path under the API base ("/help-desk/articles"), as the contract writes paths. */
const pathOf = (api: InProcessFakeApi, url: string) =>
  new URL(url).pathname.slice(new URL(api.baseUrl).pathname.length);

/** Whether a request is a call of the contract entry `id`: its method, and its path with any value in a placeholder. */
const isCall = (id: CallId) => {
  const entry = contract[id];
  const segments = routePattern(entry.path)
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escaped(segment)));
  const path = new RegExp(`^${segments.join("/")}$`);
  return (method: string, requestPath: string) => method === entry.method && path.test(requestPath);
};

/**
 * For `withTransport`: the operator's services behind the contract entries named are down (503, before the request
 * reaches the fake API); every other call is answered as usual.
 */
export const outage = (api: InProcessFakeApi, down: ReadonlyArray<CallId>): Answer => {
  const calls = down.map(isCall);
  return (url, init) =>
    calls.some((isIt) => isIt((init?.method ?? "GET").toUpperCase(), pathOf(api, url)))
      ? Response.json({ err_message: "Service Unavailable" }, { status: 503 })
      : undefined;
};

/** For `withTransport`: writes down each request ("GET /help-desk/categories") and lets it through. */
export const callLog = (api: InProcessFakeApi, log: string[]): Answer => {
  return (url, init) => {
    log.push(`${(init?.method ?? "GET").toUpperCase()} ${pathOf(api, url)}`);
    return undefined;
  };
};
