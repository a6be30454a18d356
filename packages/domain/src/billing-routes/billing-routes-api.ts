import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type {
  Approval,
  ApprovalCreateRequest,
  ApprovalList,
  ApprovalServiceActionRequest,
  ApprovalUpdateRequest,
  InvitesApprovals,
} from "./approval";
import type { RouteApprovalActionRequest } from "./approval-action";
import type { BillingRoute, BillingRoutesReply, RouteRequestsReply } from "./billing-route";
import type { RouteDeleteQuery } from "./route-delete";
import type { RouteHistoryReply } from "./route-history";
import type { RouteUpdateRequest } from "./route-update";

/**
 * The billing route calls of spec 03 §7 and the approval service's (the contract's billingRoutes.* entries).
 * Replies the spec does not show are defined by this context: an update returns the route, an action the
 * answered approval.
 */
export interface BillingRoutesApiService {
  /** billingRoutes.listRoutes: an account's routes (RoutingType as it sees them) and its rights. */
  readonly listRoutes: (customerUuid: string) => Effect.Effect<BillingRoutesReply, ApiError>;
  /** billingRoutes.listRequests: billing invites and requests sent and awaiting an answer (or one by code). */
  readonly listRequests: (
    customerUuid: string,
    approvalCode?: string,
  ) => Effect.Effect<RouteRequestsReply, ApiError>;
  /** billingRoutes.updateRoute: a route's name, spend cycle, count and limit (cents). */
  readonly updateRoute: (
    customerUuid: string,
    routeUuid: string,
    body: RouteUpdateRequest,
  ) => Effect.Effect<BillingRoute, ApiError>;
  /** billingRoutes.deleteRoute: removes a route between the two accounts named. */
  readonly deleteRoute: (
    customerUuid: string,
    routeUuid: string,
    query: RouteDeleteQuery,
  ) => Effect.Effect<void, ApiError>;
  /** billingRoutes.routeHistory: a route's audit trail (spends, charges, changes), for either side. */
  readonly routeHistory: (
    customerUuid: string,
    routeUuid: string,
  ) => Effect.Effect<RouteHistoryReply, ApiError>;
  /** billingRoutes.routeApprovalAction: approves (with spend settings) or rejects an invite or request. */
  readonly routeApprovalAction: (
    customerUuid: string,
    body: RouteApprovalActionRequest,
  ) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.createApproval: sends an invite or request (BILLING_INVITE, BILLING_REQUEST). */
  readonly createApproval: (body: ApprovalCreateRequest) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.listApprovals: every approval a customer sent or was sent. */
  readonly listApprovals: (customerUuid: string) => Effect.Effect<ApprovalList, ApiError>;
  /** billingRoutes.readApproval: one approval. */
  readonly readApproval: (approvalUuid: string) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.updateApproval: the sender changes a pending approval's description or expiry. */
  readonly updateApproval: (
    approvalUuid: string,
    body: ApprovalUpdateRequest,
  ) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.deleteApproval: the sender withdraws a pending approval. */
  readonly deleteApproval: (approvalUuid: string) => Effect.Effect<void, ApiError>;
  /** billingRoutes.approvalAction: approves or rejects an approval sent to the login's accounts. */
  readonly approvalAction: (body: ApprovalServiceActionRequest) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.approvalInvite: sends an invite, with the same checks as createApproval. */
  readonly approvalInvite: (body: ApprovalCreateRequest) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.expireApproval: the sender ends a pending approval now. */
  readonly expireApproval: (approvalUuid: string) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.purgeApproval: clears an approval that is no longer pending. */
  readonly purgeApproval: (approvalUuid: string) => Effect.Effect<void, ApiError>;
  /** billingRoutes.invitesApprovals: approvals of every kind a customer sent and those sent to it. */
  readonly invitesApprovals: (customerUuid: string) => Effect.Effect<InvitesApprovals, ApiError>;
}

export class BillingRoutesApi extends Context.Tag("waea/BillingRoutesApi")<
  BillingRoutesApi,
  BillingRoutesApiService
>() {}
