import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { ApprovalActionName, isApprovalExpired, type Approval } from "./approval";
import type { RouteUpdateRequest } from "./route-update";

/** POST /customers/{uid}/billing-routes/approval/action body (spec 03 §7). */
export const RouteApprovalActionRequest = Schema.Struct({
  Action: ApprovalActionName,
  ApprovalUUID: Schema.String,
  SpendCycle: Schema.optional(Schema.Int),
  SpendCycleCount: Schema.optional(Schema.Int),
  SpendLimit: Schema.optional(Cents),
  Type: Schema.optional(Schema.Literal("request", "invite")),
  Name: Schema.optional(Schema.String),
  /** The code of the approval's link: what answers one sent to someone not yet a customer (its UUID does not). */
  ApprovalCode: Schema.optional(Schema.String),
});
export type RouteApprovalActionRequest = typeof RouteApprovalActionRequest.Type;

export type ApprovalActionError = "billing-routes.no_uuid" | "billing-routes.approval_expired";

/**
 * An answer to an approval. It needs the approval's UUID ('No UUID'); a pending approval past its expiry cannot be
 * answered. Approving may carry the spend settings the approver chose (from routeUpdateRequest).
 */
export const approvalActionRequest = (
  approval: Pick<Approval, "UUID" | "ApprovalType" | "ExpiresAtNanos" | "Status"> | undefined,
  action: ApprovalActionName,
  nowMillis: number,
  terms?: RouteUpdateRequest,
): Either.Either<RouteApprovalActionRequest, ApprovalActionError> => {
  if (approval === undefined || approval.UUID.trim() === "") return Either.left("billing-routes.no_uuid");
  if (isApprovalExpired(approval, nowMillis)) return Either.left("billing-routes.approval_expired");
  const type = approval.ApprovalType === "BILLING_REQUEST" ? "request" : "invite";
  return Either.right({
    Action: action,
    ApprovalUUID: approval.UUID,
    Type: type,
    ...(action === "APPROVE" && terms !== undefined ? terms : {}),
  });
};
