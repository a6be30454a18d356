import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { BillingRoute } from "../billing-route";
import { BillingRoutesApi } from "../billing-routes-api";
import { RouteRefused } from "../route-refusal";
import { routeUpdateRequest, type RouteUpdateForm } from "../route-update";

/** Edits a route's name, spend cycle, count and limit (BR-02). */
export const updateBillingRoute = (
  customerUuid: string,
  routeUuid: string,
  form: RouteUpdateForm,
): Effect.Effect<BillingRoute, RouteRefused | ApiError, BillingRoutesApi> =>
  Effect.gen(function* () {
    const body = routeUpdateRequest(form);
    if (Either.isLeft(body)) return yield* new RouteRefused({ messageKey: body.left });
    const api = yield* BillingRoutesApi;
    return yield* api.updateRoute(customerUuid, routeUuid, body.right);
  });
