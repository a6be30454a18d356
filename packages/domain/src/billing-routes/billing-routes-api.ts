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
import type { RouteUpdateRequest } from "./route-update";

/**
 * The billing route calls of spec 03 §7 and the approval service (/v3/{spid}/customer/approval). Replies the spec
 * does not show are defined by this context: an update returns the route, an action the answered approval.
 */
export interface BillingRoutesApiService {
  /** GET /customers/{uid}/billing-routes */
  readonly listRoutes: (customerUuid: string) => Effect.Effect<BillingRoutesReply, ApiError>;
  /** GET /customers/{uid}/billing-routes/requests[?ApprovalCode=] */
  readonly listRequests: (
    customerUuid: string,
    approvalCode?: string,
  ) => Effect.Effect<RouteRequestsReply, ApiError>;
  /** PUT /customers/{uid}/billing-routes/{id} */
  readonly updateRoute: (
    customerUuid: string,
    routeUuid: string,
    body: RouteUpdateRequest,
  ) => Effect.Effect<BillingRoute, ApiError>;
  /** DELETE /customers/{uid}/billing-routes/{id}?DebitAccount=&CreditAccount= */
  readonly deleteRoute: (
    customerUuid: string,
    routeUuid: string,
    query: RouteDeleteQuery,
  ) => Effect.Effect<void, ApiError>;
  /** POST /customers/{uid}/billing-routes/approval/action */
  readonly routeApprovalAction: (
    customerUuid: string,
    body: RouteApprovalActionRequest,
  ) => Effect.Effect<Approval, ApiError>;
  /** POST /v3/{spid}/customer/approval (an invite or request: BILLING_INVITE, BILLING_REQUEST) */
  readonly createApproval: (body: ApprovalCreateRequest) => Effect.Effect<Approval, ApiError>;
  /** GET /v3/{spid}/customer/approval */
  readonly listApprovals: (customerUuid: string) => Effect.Effect<ApprovalList, ApiError>;
  /** GET /v3/{spid}/customer/approval/{id} */
  readonly readApproval: (approvalUuid: string) => Effect.Effect<Approval, ApiError>;
  /** PUT /v3/{spid}/customer/approval/{id} */
  readonly updateApproval: (
    approvalUuid: string,
    body: ApprovalUpdateRequest,
  ) => Effect.Effect<Approval, ApiError>;
  /** DELETE /v3/{spid}/customer/approval/{id} */
  readonly deleteApproval: (approvalUuid: string) => Effect.Effect<void, ApiError>;
  /** POST /v3/{spid}/customer/approval/action */
  readonly approvalAction: (body: ApprovalServiceActionRequest) => Effect.Effect<Approval, ApiError>;
  /** POST /v3/{spid}/customer/approval/invite */
  readonly approvalInvite: (body: ApprovalCreateRequest) => Effect.Effect<Approval, ApiError>;
  /** POST /v3/{spid}/customer/approval/{id}/expire */
  readonly expireApproval: (approvalUuid: string) => Effect.Effect<Approval, ApiError>;
  /** DELETE /v3/{spid}/customer/approval/{id}/purge */
  readonly purgeApproval: (approvalUuid: string) => Effect.Effect<void, ApiError>;
  /** GET /v3/{spid}/customer/approval/customer/{id}/invites_approvals */
  readonly invitesApprovals: (customerUuid: string) => Effect.Effect<InvitesApprovals, ApiError>;
}

export class BillingRoutesApi extends Context.Tag("waea/BillingRoutesApi")<
  BillingRoutesApi,
  BillingRoutesApiService
>() {}
