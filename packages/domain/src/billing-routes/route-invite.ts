import * as Either from "effect/Either";
import { inviteExpiresAtNanos, type ApprovalCreateRequest } from "./approval";
import type { RouteCreationMode, RouteRights } from "./route-rights";
import { isModeAllowed } from "./route-rights";

export interface RouteInviteInput {
  readonly mode: RouteCreationMode;
  readonly spid: number;
  readonly customerUuid: string;
  readonly productUuid?: string | undefined;
  /** The other party: an e-mail or mobile number, as the operator accepts. */
  readonly requestedTo: string;
  readonly description?: string | undefined;
}

export type RouteInviteError =
  "billing-routes.not_allowed" | "billing-routes.requested_to_required" | "billing-routes.no_customer_uuid";

/** Builds the approval service create body (spec 03 §7) of an invite or request sent at `nowMillis`; it expires 1 hour later. The mode must be granted. */
export const routeInviteRequest = (
  input: RouteInviteInput,
  rights: RouteRights,
  nowMillis: number,
): Either.Either<ApprovalCreateRequest, RouteInviteError> => {
  if (!isModeAllowed(rights, input.mode)) return Either.left("billing-routes.not_allowed");
  if (input.customerUuid.trim() === "") return Either.left("billing-routes.no_customer_uuid");
  const requestedTo = input.requestedTo.trim();
  if (requestedTo === "") return Either.left("billing-routes.requested_to_required");
  return Either.right({
    SPID: input.spid,
    CustomerUUID: input.customerUuid,
    ...(input.productUuid === undefined ? {} : { RequestedByProductUUID: input.productUuid }),
    RequestedTo: requestedTo,
    Description: input.description?.trim() ?? "",
    ExpiresAtNanos: inviteExpiresAtNanos(nowMillis),
    ApprovalType: input.mode === "invite" ? "BILLING_INVITE" : "BILLING_REQUEST",
  });
};
