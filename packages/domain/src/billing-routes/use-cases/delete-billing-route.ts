import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { BillingRoute } from "../billing-route";
import { BillingRoutesApi } from "../billing-routes-api";
import { routeDeletion } from "../route-delete";
import { RouteRefused } from "../route-refusal";

/** Deletes a route unless it is the account's only valid billing method (BR-03). */
export const deleteBillingRoute = (
  customerUuid: string,
  route: BillingRoute,
  allRoutes: ReadonlyArray<BillingRoute>,
  validCardCount: number,
): Effect.Effect<void, RouteRefused | ApiError, BillingRoutesApi> =>
  Effect.gen(function* () {
    const query = routeDeletion(route, allRoutes, validCardCount);
    if (Either.isLeft(query)) return yield* new RouteRefused({ messageKey: query.left });
    const api = yield* BillingRoutesApi;
    yield* api.deleteRoute(customerUuid, route.UUID, query.right);
  });
