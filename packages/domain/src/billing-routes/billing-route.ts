import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { Approval } from "./approval";

/** parent: another account pays this one's bill; child: this account pays for another (spec 03 §3). */
export const RoutingType = Schema.Literal("parent", "child");
export type RoutingType = typeof RoutingType.Type;

export const CreditAccount = Schema.Struct({
  UUID: Schema.String,
  Email: Schema.optional(Schema.String),
  Name: Schema.optional(Schema.String),
});
export type CreditAccount = typeof CreditAccount.Type;

export const DebitAccount = Schema.Struct({ UUID: Schema.String });
export type DebitAccount = typeof DebitAccount.Type;

export const RouteApprovalRecord = Schema.Struct({
  Type: Schema.Literal("request", "invite"),
  ApprovalCode: Schema.optional(Schema.String),
  UUID: Schema.String,
});
export type RouteApprovalRecord = typeof RouteApprovalRecord.Type;

/**
 * A billing route. SpendCycle and SpendCycleCount are integers (the update turns them into integers, spec 03 §5);
 * what the cycle number means is not shown, so it stays an opaque period code here. Limits are in cents.
 */
export const BillingRoute = Schema.Struct({
  UUID: Schema.String,
  RoutingType,
  CreditAccount,
  DebitAccount,
  CreditAccountMSISDN: Schema.optional(Schema.String),
  SpendLimit: Schema.optional(Cents),
  SpendCycle: Schema.optional(Schema.Int),
  SpendCycleCount: Schema.optional(Schema.Int),
  RemainingSpendLimit: Schema.optional(Cents),
  Name: Schema.optional(Schema.String),
  Description: Schema.optional(Schema.String),
  RequestedByCustomerName: Schema.optional(Schema.String),
  Approvals: Schema.optional(Schema.Array(RouteApprovalRecord)),
});
export type BillingRoute = typeof BillingRoute.Type;

/** GET /customers/{uid}/billing-routes: the routes and the rights the server grants. */
export const BillingRoutesReply = Schema.Struct({
  BillingRoutes: Schema.Array(BillingRoute),
  CanInvite: Schema.Boolean,
  CanRequest: Schema.Boolean,
});
export type BillingRoutesReply = typeof BillingRoutesReply.Type;

/** GET /customers/{uid}/billing-routes/requests: invites the customer sent and approvals waiting for them. */
export const RouteRequestsReply = Schema.Struct({
  Invites: Schema.Array(Approval),
  Approvals: Schema.Array(Approval),
});
export type RouteRequestsReply = typeof RouteRequestsReply.Type;
