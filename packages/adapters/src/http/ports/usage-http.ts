import * as Layer from "effect/Layer";
import { SPID } from "@waea/domain/config";
import { apiFailure } from "@waea/domain/ports";
import { UsageApi, type UsageApiService } from "@waea/domain/usage/api";
import type { HttpApiClient } from "../client";
import { usageCalls } from "../contract/usage";

/**
 * The UsageApi port over HTTP. The histogram path holds `{spid}`, which the client always fills with the operator's
 * id: asking for another provider's histogram fails here, as the server would answer an unknown path (404), without
 * a request.
 */
export const makeHttpUsageApi = (client: HttpApiClient): UsageApiService => {
  const usage = client.calls(usageCalls);
  return {
    charges: (account, product, query) => usage.charges({ params: { account, product }, query }),
    histogram: (spid, request) =>
      spid === SPID
        ? usage.histogram({ body: request })
        : apiFailure("usage.histogram", 404, `Unknown service provider ${spid}`),
    balances: (account, product) => usage.balances({ params: { account, product } }),
  };
};

export const httpUsageLayer = (client: HttpApiClient): Layer.Layer<UsageApi> =>
  Layer.succeed(UsageApi, makeHttpUsageApi(client));
