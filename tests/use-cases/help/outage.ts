import { contract, routePattern, type CallId } from "@waea/adapters/http/contract";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a request is a call of the contract entry `id` (its method, and its path with any value in a placeholder). */
const isCall = (id: CallId, base: string) => {
  const entry = contract[id];
  const segments = routePattern(entry.path)
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escaped(segment)));
  const path = new RegExp(`^${escaped(base)}${segments.join("/")}$`);
  return (request: Request) => request.method === entry.method && path.test(new URL(request.url).pathname);
};

/**
 * The fake API as a client meets it while some of the operator's services are down: the calls named answer 503
 * before reaching it, every other call is answered as usual. Give it to `visitor` or `signedIn`.
 */
export const withOutage = (api: InProcessFakeApi, down: ReadonlyArray<CallId>): InProcessFakeApi => {
  const matchers = down.map((id) => isCall(id, new URL(api.baseUrl).pathname));
  return {
    ...api,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (!matchers.some((matches) => matches(request))) return api.fetch(request);
      return new Response(JSON.stringify({ err_message: "Service Unavailable" }), {
        status: 503,
        headers: { "content-type": "application/json" },
      });
    },
  };
};

/** The fake API with every request it is sent written down ("GET /help-desk/categories"), to show what was asked. */
export const withCallLog = (
  api: InProcessFakeApi,
): { readonly api: InProcessFakeApi; readonly log: string[] } => {
  const log: string[] = [];
  const base = new URL(api.baseUrl).pathname;
  return {
    log,
    api: {
      ...api,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        log.push(`${request.method} ${new URL(request.url).pathname.slice(base.length)}`);
        return api.fetch(request);
      },
    },
  };
};
