import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "../../ports";
import type { Approval } from "../approval";
import { findApprovalByToken, RouteTokenMessages } from "../approve-by-token";
import { BillingRoutesApi } from "../billing-routes-api";
import { RouteTokenError } from "../route-refusal";

/**
 * Opening an invite's link (BR-04): its token is held in the session until it is used, and the pending approval it
 * points at is read back to show what is being accepted. None when nothing pending matches; a failed read is
 * 'acceptRouteByToken Error'. Answering is acceptRouteByToken or declineRouteByToken.
 */
export const openRouteInviteLink = (
  customerUuid: string,
  token: string,
): Effect.Effect<Option.Option<Approval>, RouteTokenError, BillingRoutesApi | Storage> =>
  Effect.gen(function* () {
    const code = token.trim();
    if (code === "") return Option.none();
    const storage = yield* Storage;
    yield* storage.set(StorageKeys.routeApprovalToken, code);
    const api = yield* BillingRoutesApi;
    const reply = yield* api.listRequests(customerUuid, code).pipe(
      Effect.mapError(
        () =>
          new RouteTokenError({
            reason: "accept_failed",
            message: RouteTokenMessages.acceptError,
            messageKey: "billing-routes.accept_by_token_error",
          }),
      ),
    );
    return findApprovalByToken(reply, code);
  });

/** Drops the held token (the invite was declined, or the customer left it). */
export const forgetRouteInviteLink: Effect.Effect<void, never, Storage> = Effect.flatMap(Storage, (storage) =>
  storage.remove(StorageKeys.routeApprovalToken),
);
