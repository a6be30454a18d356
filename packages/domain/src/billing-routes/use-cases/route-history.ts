import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { BillingRoutesApi } from "../billing-routes-api";
import type { RouteHistoryEntry } from "../route-history";

/** A route's history, newest first, for the payer and the paid-for account alike. */
export const loadRouteHistory = (
  customerUuid: string,
  routeUuid: string,
): Effect.Effect<ReadonlyArray<RouteHistoryEntry>, ApiError, BillingRoutesApi> =>
  Effect.map(
    Effect.flatMap(BillingRoutesApi, (api) => api.routeHistory(customerUuid, routeUuid)),
    (reply) => reply.Entries,
  );
