import * as Either from "effect/Either";
import { wholeDollarsToCents } from "../money";
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
  /** An invite's spend limit in whole dollars as typed (stored as cents); empty or absent: no limit. */
  readonly limitDollars?: string | undefined;
}

export type RouteInviteError =
  | "billing-routes.not_allowed"
  | "billing-routes.requested_to_required"
  | "billing-routes.no_customer_uuid"
  | "billing-routes.invalid_limit";

/** The invite's limit in cents: none when left empty, refused when it is not a whole number of dollars. */
const inviteLimit = (
  input: RouteInviteInput,
): Either.Either<number | undefined, "billing-routes.invalid_limit"> => {
  const text = input.limitDollars?.trim() ?? "";
  if (input.mode !== "invite" || text === "") return Either.right(undefined);
  const dollars = /^\$?\s*(\d{1,9})$/.exec(text)?.[1];
  return dollars === undefined
    ? Either.left("billing-routes.invalid_limit")
    : Either.right(wholeDollarsToCents(Number(dollars)));
};

/**
 * Builds the approval service create body (spec 03 §7) of an invite or request sent at `nowMillis`; it expires 1
 * hour later. The mode must be granted. An invite may carry the payer's spend limit (whole dollars, stored as cents).
 */
export const routeInviteRequest = (
  input: RouteInviteInput,
  rights: RouteRights,
  nowMillis: number,
): Either.Either<ApprovalCreateRequest, RouteInviteError> => {
  if (!isModeAllowed(rights, input.mode)) return Either.left("billing-routes.not_allowed");
  if (input.customerUuid.trim() === "") return Either.left("billing-routes.no_customer_uuid");
  const requestedTo = input.requestedTo.trim();
  if (requestedTo === "") return Either.left("billing-routes.requested_to_required");
  const limit = inviteLimit(input);
  if (Either.isLeft(limit)) return Either.left(limit.left);
  return Either.right({
    SPID: input.spid,
    CustomerUUID: input.customerUuid,
    ...(input.productUuid === undefined ? {} : { RequestedByProductUUID: input.productUuid }),
    RequestedTo: requestedTo,
    Description: input.description?.trim() ?? "",
    ExpiresAtNanos: inviteExpiresAtNanos(nowMillis),
    ApprovalType: input.mode === "invite" ? "BILLING_INVITE" : "BILLING_REQUEST",
    ...(limit.right === undefined ? {} : { SpendLimit: limit.right }),
  });
};
