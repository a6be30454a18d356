import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { Approval, ApprovalActionName } from "../approval";
import { approvalActionRequest } from "../approval-action";
import { BillingRoutesApi } from "../billing-routes-api";
import { RouteRefused } from "../route-refusal";
import { routeUpdateRequest, type RouteUpdateForm } from "../route-update";

/** Approves (with the approver's spend settings, when given) or rejects a billing approval (BR-04). */
export const answerRouteApproval = (
  customerUuid: string,
  approval: Approval,
  action: ApprovalActionName,
  terms?: RouteUpdateForm,
): Effect.Effect<Approval, RouteRefused | ApiError, BillingRoutesApi> =>
  Effect.gen(function* () {
    const settings = terms === undefined ? undefined : routeUpdateRequest(terms);
    if (settings !== undefined && Either.isLeft(settings))
      return yield* new RouteRefused({ messageKey: settings.left });
    const body = approvalActionRequest(
      approval,
      action,
      yield* Clock.currentTimeMillis,
      settings === undefined ? undefined : settings.right,
    );
    if (Either.isLeft(body)) return yield* new RouteRefused({ messageKey: body.left });
    const api = yield* BillingRoutesApi;
    return yield* api.routeApprovalAction(customerUuid, body.right);
  });
