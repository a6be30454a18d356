import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** The kinds of approval the operator's approval service holds (spec 03 §3). */
export const ApprovalType = Schema.Literal(
  "GROUP_INVITE",
  "MOBILEGROUP_INVITE",
  "MOBILEGROUP_BILLING_INVITE",
  "BILLING_INVITE",
  "BILLING_REQUEST",
);
export type ApprovalType = typeof ApprovalType.Type;

/** REQUEST is pending, APPROVED accepted, REJECTED declined. */
export const ApprovalStatus = Schema.Literal("REQUEST", "APPROVED", "REJECTED");
export type ApprovalStatus = typeof ApprovalStatus.Type;

/**
 * An approval (invite or request) of spec 03 §3. CustomerUUID is the customer who sent it (the approval service
 * create body carries it); ApprovalCode is the code a link or e-mail hands out (the route records carry one).
 */
export const Approval = Schema.Struct({
  UUID: Schema.String,
  ApprovalType,
  RequestedTo: Schema.String,
  Description: Schema.optional(Schema.String),
  ExpiresAtNanos: Schema.Number,
  ResourceUUID: Schema.optional(Schema.String),
  ResourceDetails: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  RequestedByProductUUID: Schema.optional(Schema.String),
  RequestedByCustomerName: Schema.optional(Schema.String),
  CustomerUUID: Schema.optional(Schema.String),
  ApprovalCode: Schema.optional(Schema.String),
  SPID: Schema.Number,
  Status: ApprovalStatus,
  CreatedAtNanos: Schema.optional(Schema.Number),
  /** A billing invite's spend limit in cents, set by the payer who sends it (ours: the spec leaves it to the answer). */
  SpendLimit: Schema.optional(Cents),
  /**
   * Ours: how long a pending approval can still be answered, in seconds, on the operator's clock when it replied (0
   * once past its hour). The operator decides expiry; a page shows what it says rather than its own clock's view.
   */
  SecondsLeft: Schema.optional(Schema.NonNegativeInt),
});
export type Approval = typeof Approval.Type;

export type ApprovalState = "pending" | "accepted" | "declined";

export const approvalState = (status: ApprovalStatus): ApprovalState => {
  switch (status) {
    case "REQUEST":
      return "pending";
    case "APPROVED":
      return "accepted";
    case "REJECTED":
      return "declined";
  }
};

// In their own file: the session restore's route rights need the expiry without the approval schemas.
export {
  INVITE_EXPIRY_MS,
  approvalSecondsLeft,
  inviteExpiresAtNanos,
  isApprovalExpired,
  minutesLeft,
  withSecondsLeft,
} from "./approval-expiry";

/**
 * The approval service create (and /invite) body: SPID, CustomerUUID (the sender), RequestedByProductUUID,
 * RequestedTo, Description, ExpiresAtNanos, ApprovalType, and for group invites the group as ResourceUUID.
 */
export const ApprovalCreateRequest = Schema.Struct({
  SPID: Schema.Number,
  CustomerUUID: Schema.String,
  RequestedByProductUUID: Schema.optional(Schema.String),
  RequestedTo: Schema.String,
  Description: Schema.String,
  ExpiresAtNanos: Schema.Number,
  ApprovalType,
  ResourceUUID: Schema.optional(Schema.String),
  SpendLimit: Schema.optional(Cents),
});
export type ApprovalCreateRequest = typeof ApprovalCreateRequest.Type;

/** The spec names an Action field without its values; these two mirror the statuses APPROVED and REJECTED. */
export const ApprovalActionName = Schema.Literal("APPROVE", "REJECT");
export type ApprovalActionName = typeof ApprovalActionName.Type;

/** /v3/{spid}/customer/approval/action body: answer an approval by its UUID. */
export const ApprovalServiceActionRequest = Schema.Struct({
  Action: ApprovalActionName,
  ApprovalUUID: Schema.String,
});
export type ApprovalServiceActionRequest = typeof ApprovalServiceActionRequest.Type;

/** PUT /v3/{spid}/customer/approval/{id}: the fields an approval may change (payload not shown in the spec). */
export const ApprovalUpdateRequest = Schema.Struct({
  Description: Schema.optional(Schema.String),
  ExpiresAtNanos: Schema.optional(Schema.Number),
});
export type ApprovalUpdateRequest = typeof ApprovalUpdateRequest.Type;

/** GET /v3/{spid}/customer/approval (list) reply, defined here as the spec does not show it. */
export const ApprovalList = Schema.Struct({ Approvals: Schema.Array(Approval) });
export type ApprovalList = typeof ApprovalList.Type;

/** /v3/{spid}/customer/approval/customer/{id}/invites_approvals: sent invites and approvals awaiting an answer. */
export const InvitesApprovals = Schema.Struct({
  Invites: Schema.Array(Approval),
  Approvals: Schema.Array(Approval),
});
export type InvitesApprovals = typeof InvitesApprovals.Type;
