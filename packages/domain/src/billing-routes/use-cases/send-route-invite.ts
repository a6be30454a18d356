import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { Approval } from "../approval";
import { BillingRoutesApi } from "../billing-routes-api";
import { RouteRefused } from "../route-refusal";
import { routeInviteRequest, type RouteInviteInput } from "../route-invite";
import type { RouteRights } from "../route-rights";

/** Sends a billing invite or request to the approval service; it expires 1 hour from now (BR-01, BR-04). */
export const sendRouteInvite = (
  input: RouteInviteInput,
  rights: RouteRights,
): Effect.Effect<Approval, RouteRefused | ApiError, BillingRoutesApi> =>
  Effect.gen(function* () {
    const body = routeInviteRequest(input, rights, yield* Clock.currentTimeMillis);
    if (Either.isLeft(body)) return yield* new RouteRefused({ messageKey: body.left });
    const api = yield* BillingRoutesApi;
    return yield* api.createApproval(body.right);
  });
