import * as Effect from "effect/Effect";
import { emptyFibrePage, type FibrePage, type FibreRecords } from "@waea/domain/broadband";
import type { BroadbandApiService } from "@waea/domain/broadband/api";
import { ApiFailure, type ApiError } from "@waea/domain/ports";
import type { HttpApiClient } from "../client";
import {
  fibreListLfcProductCall,
  fibreListUfbCall,
  fibreListUfbOrderCall,
  ufbPlanSearchCall,
} from "../contract/broadband-fibre-reads";
import { collectCalls } from "../contract/define";

/** The part of the BroadbandApi port the broadband summary (and a fibre-only account's restore) calls. */
export type BroadbandSummaryPart = Pick<BroadbandApiService, "fibreList" | "ufbPlanSearch">;

const summaryCalls = collectCalls(
  fibreListLfcProductCall,
  fibreListUfbOrderCall,
  fibreListUfbCall,
  ufbPlanSearchCall,
);

/** One reply type per collection: the list answers the page of the collection it was asked for. */
const asPage = <K extends keyof FibreRecords, A>(
  effect: Effect.Effect<A, ApiError>,
): Effect.Effect<FibrePage<FibreRecords[K]>, ApiError> =>
  effect as unknown as Effect.Effect<FibrePage<FibreRecords[K]>, ApiError>;

const isNotFound = (error: ApiError): boolean => error instanceof ApiFailure && error.status === 404;

/**
 * The fibre lists and plan search over HTTP, a module of their own: the browser's lazy BroadbandApi loads it for
 * them (lazy-api-ports.ts), and the fibre methods (broadband-fibre-http.ts) include it. The lfc_product list
 * accepts 200 and 404 (spec 03 §7): a 404 is an empty page.
 */
export const makeHttpBroadbandSummary = (client: HttpApiClient): BroadbandSummaryPart => {
  const api = client.calls(summaryCalls);
  return {
    fibreList: (kind, query) => {
      const input = { query };
      return kind === "lfc_product"
        ? asPage(
            Effect.catchIf(api.fibreListLfcProduct(input), isNotFound, () =>
              Effect.succeed(emptyFibrePage<FibreRecords["lfc_product"]>(query)),
            ),
          )
        : kind === "UFB_order"
          ? asPage(api.fibreListUfbOrder(input))
          : asPage(api.fibreListUfb(input));
    },
    ufbPlanSearch: (request) => api.ufbPlanSearch({ body: request }),
  };
};
