import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "../../ports";
import type { Approval, ApprovalActionName } from "../approval";
import { findApprovalByToken, RouteTokenMessages } from "../approve-by-token";
import { BillingRoutesApi } from "../billing-routes-api";
import { RouteRefused, RouteTokenError } from "../route-refusal";
import { approvalSetsTerms, routeUpdateRequest, type RouteUpdateForm } from "../route-update";

const noInvite = new RouteTokenError({
  reason: "no_invite",
  message: RouteTokenMessages.noInvite,
  messageKey: "billing-routes.no_invite",
});
const acceptFailed = new RouteTokenError({
  reason: "accept_failed",
  message: RouteTokenMessages.acceptError,
  messageKey: "billing-routes.accept_by_token_error",
});

/**
 * Answers the approval whose link's token the session holds (BR-04), with the token as the approval's code: the
 * operator lets only its holder answer an invite sent to someone who was not a customer yet. No token: nothing to do
 * (none). Answering removes the token. A token that matches no pending approval is removed as well: it can never
 * succeed, and keeping it would repeat the same 'no_invite' on every visit. Any call failure is 'acceptRouteByToken
 * Error' and keeps the token so the customer can try again. Approving a request by its link sets the route's spend
 * settings, as approving it in the list does (approvalSetsTerms): settings that routeUpdateRequest refuses change
 * nothing and keep the token.
 */
const answerRouteByToken = (
  customerUuid: string,
  action: ApprovalActionName,
  terms?: RouteUpdateForm,
): Effect.Effect<Option.Option<Approval>, RouteTokenError | RouteRefused, BillingRoutesApi | Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage;
    const token = yield* storage.get(StorageKeys.routeApprovalToken);
    if (Option.isNone(token)) return Option.none();
    const api = yield* BillingRoutesApi;
    const reply = yield* api
      .listRequests(customerUuid, token.value)
      .pipe(Effect.mapError(() => acceptFailed));
    const approval = findApprovalByToken(reply, token.value);
    if (Option.isNone(approval)) {
      yield* storage.remove(StorageKeys.routeApprovalToken);
      return yield* noInvite;
    }
    const settings =
      action !== "APPROVE" || terms === undefined || !approvalSetsTerms(approval.value)
        ? undefined
        : routeUpdateRequest(terms);
    if (settings !== undefined && Either.isLeft(settings))
      return yield* new RouteRefused({ messageKey: settings.left });
    const answered = yield* api
      .routeApprovalAction(customerUuid, {
        Action: action,
        ApprovalUUID: approval.value.UUID,
        Type: approval.value.ApprovalType === "BILLING_REQUEST" ? "request" : "invite",
        ApprovalCode: token.value.trim(),
        ...(settings === undefined ? {} : settings.right),
      })
      .pipe(Effect.mapError(() => acceptFailed));
    yield* storage.remove(StorageKeys.routeApprovalToken);
    return Option.some(answered);
  });

/** Approves the approval whose link the session holds, with the route's terms where approving sets them. */
export const acceptRouteByToken = (
  customerUuid: string,
  terms?: RouteUpdateForm,
): Effect.Effect<Option.Option<Approval>, RouteTokenError | RouteRefused, BillingRoutesApi | Storage> =>
  answerRouteByToken(customerUuid, "APPROVE", terms);

/** Declines the approval whose link the session holds, by its code as accepting does (an unclaimed invite too). */
export const declineRouteByToken = (
  customerUuid: string,
): Effect.Effect<Option.Option<Approval>, RouteTokenError | RouteRefused, BillingRoutesApi | Storage> =>
  answerRouteByToken(customerUuid, "REJECT");
