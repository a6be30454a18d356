import * as Schema from "effect/Schema";
import {
  Approval,
  ApprovalCreateRequest,
  ApprovalList,
  ApprovalServiceActionRequest,
  ApprovalUpdateRequest,
  BillingRoute,
  InvitesApprovals,
  RouteApprovalActionRequest,
  RouteDeleteQuery,
  RouteHistoryReply,
  RouteRequestsReply,
  RouteUpdateRequest,
} from "@waea/domain/billing-routes";
import { collectCalls, defineCall, json, noContent } from "./define";
import { listRoutesCall } from "./billing-route-list";
import { PathParam } from "./wire";

const Customer = Schema.Struct({ customerUuid: PathParam });
const Route = Schema.Struct({ customerUuid: PathParam, routeUuid: PathParam });
const ApprovalId = Schema.Struct({ approvalUuid: PathParam });

/** An answered group invite changes a group's members: cached group replies must go. */
const ANSWERED = ["groups"] as const;

const routeCalls = [
  listRoutesCall,
  defineCall({
    id: "billingRoutes.listRequests",
    method: "GET",
    path: "/customers/{customerUuid}/billing-routes/requests",
    params: Customer,
    query: Schema.Struct({ ApprovalCode: Schema.optional(PathParam) }),
    reply: json(RouteRequestsReply),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "billingRoutes.updateRoute",
    method: "PUT",
    path: "/customers/{customerUuid}/billing-routes/{routeUuid}",
    params: Route,
    body: RouteUpdateRequest,
    reply: json(BillingRoute),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.deleteRoute",
    method: "DELETE",
    path: "/customers/{customerUuid}/billing-routes/{routeUuid}",
    params: Route,
    query: RouteDeleteQuery,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.routeHistory",
    method: "GET",
    path: "/customers/{customerUuid}/billing-routes/{routeUuid}/history",
    params: Route,
    reply: json(RouteHistoryReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.routeApprovalAction",
    method: "POST",
    path: "/customers/{customerUuid}/billing-routes/approval/action",
    params: Customer,
    body: RouteApprovalActionRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
    invalidates: ANSWERED,
  }),
] as const;

const approvalCalls = [
  defineCall({
    id: "billingRoutes.createApproval",
    method: "POST",
    path: "/v3/{spid}/customer/approval",
    body: ApprovalCreateRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.listApprovals",
    method: "GET",
    path: "/v3/{spid}/customer/approval",
    query: Schema.Struct({ CustomerUUID: PathParam }),
    reply: json(ApprovalList),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.readApproval",
    method: "GET",
    path: "/v3/{spid}/customer/approval/{approvalUuid}",
    params: ApprovalId,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.updateApproval",
    method: "PUT",
    path: "/v3/{spid}/customer/approval/{approvalUuid}",
    params: ApprovalId,
    body: ApprovalUpdateRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.deleteApproval",
    method: "DELETE",
    path: "/v3/{spid}/customer/approval/{approvalUuid}",
    params: ApprovalId,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.approvalAction",
    method: "POST",
    path: "/v3/{spid}/customer/approval/action",
    body: ApprovalServiceActionRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
    invalidates: ANSWERED,
  }),
  defineCall({
    id: "billingRoutes.approvalInvite",
    method: "POST",
    path: "/v3/{spid}/customer/approval/invite",
    body: ApprovalCreateRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.expireApproval",
    method: "POST",
    path: "/v3/{spid}/customer/approval/{approvalUuid}/expire",
    params: ApprovalId,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.purgeApproval",
    method: "DELETE",
    path: "/v3/{spid}/customer/approval/{approvalUuid}/purge",
    params: ApprovalId,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billingRoutes.invitesApprovals",
    method: "GET",
    path: "/v3/{spid}/customer/approval/customer/{customerUuid}/invites_approvals",
    params: Customer,
    reply: json(InvitesApprovals),
    auth: "bearer",
    replyShown: false,
  }),
] as const;

/**
 * Billing routes (spec 03 §7) and the approval service at /v3/{spid}/customer/approval, one entry per
 * BillingRoutesApi method. The approval service also carries the group invites: GroupsApi's sendGroupInvite,
 * invitesApprovals and answerGroupInvite use approvalInvite, invitesApprovals and approvalAction here.
 */
export const billingRoutesCalls = collectCalls(...routeCalls, ...approvalCalls);
