import type { InProcessFakeApi } from "@waea/fake-api/in-process";

/** A request on its way to the fake API: its method and its path under the API base, without the query. */
export interface Outgoing {
  readonly method: string;
  readonly path: string;
}

/**
 * The same fake API with a hand on each request before it arrives: the test moves the operator's clock as a read
 * takes its time, or does what another tab of the customer does meanwhile. Hand it to `visitor` or `signedIn`.
 */
export const beforeRequests = (
  api: InProcessFakeApi,
  hook: (request: Outgoing) => void | Promise<void>,
): InProcessFakeApi => ({
  ...api,
  fetch: async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = (url.startsWith(api.baseUrl) ? url.slice(api.baseUrl.length) : url).split("?")[0] ?? "";
    await hook({ method: (init?.method ?? "GET").toUpperCase(), path });
    return api.fetch(input, init);
  },
});

/** The read of a fibre order (UFB_order/{uuid}), of a fixed wireless order (the e-shop's v2 order detail). */
export const isOrderRead = ({ method, path }: Outgoing): boolean =>
  method === "GET" &&
  (/^\/v3\/67\/UFB_order\/[^/]+$/.test(path) || /^\/eshop\/v2\/customer\/[^/]+\/order\//.test(path));

/** The read of the customer's broadband products: fibre (UFB) or fixed wireless. */
export const isProductRead = ({ method, path }: Outgoing): boolean =>
  method === "GET" && (path === "/v3/67/UFB" || /^\/fwa\/customer\/[^/]+\/products$/.test(path));
