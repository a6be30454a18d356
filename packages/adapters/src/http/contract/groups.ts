import * as Schema from "effect/Schema";
import { Approval } from "@waea/domain/billing-routes";
import {
  CustomerGroup,
  CustomerGroupCreateRequest,
  CustomerGroupInfos,
  GroupLeaveRequest,
  GroupMemberCheckReply,
  GroupMemberRequest,
  GroupRemovalReply,
  GroupRemoveOtherRequest,
  MobileGroup,
  MobileGroupCreateRequest,
  MobileGroupInfoQuery,
  MobileGroupInfos,
} from "@waea/domain/groups";
import { ENTITY_CACHE_MS } from "@waea/domain/profile";
import { collectCalls, defineCall, json, noContent } from "./define";
import { PathParam } from "./wire";

/** Group entities are cached 3 minutes (spec 03 §7); every group write drops them. */
const CACHED = { ttlMs: ENTITY_CACHE_MS, groups: ["groups"] } as const;
const WRITES = ["groups"] as const;

const GroupId = Schema.Struct({ groupUuid: PathParam });

const customerCalls = [
  defineCall({
    id: "groups.createCustomerGroup",
    method: "POST",
    path: "/v2/{spid}/customer_group",
    body: CustomerGroupCreateRequest,
    reply: json(CustomerGroup),
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.readCustomerGroup",
    method: "GET",
    path: "/v2/{spid}/customer_group/{groupUuid}",
    params: GroupId,
    reply: json(CustomerGroup),
    auth: "bearer",
    replyShown: false,
    cache: CACHED,
  }),
  defineCall({
    id: "groups.addCustomerGroupMember",
    method: "POST",
    path: "/v2/{spid}/customer_group_member",
    body: GroupMemberRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.checkCustomerGroupMember",
    method: "POST",
    path: "/v2/{spid}/customer_group_member_check",
    body: GroupMemberRequest,
    reply: json(GroupMemberCheckReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "groups.customerGroupInfo",
    method: "GET",
    path: "/v2/{spid}/customer_group_info/{customerUuid}",
    params: Schema.Struct({ customerUuid: PathParam }),
    reply: json(CustomerGroupInfos),
    auth: "bearer",
    replyShown: true,
    cache: CACHED,
  }),
  defineCall({
    id: "groups.leaveCustomerGroup",
    method: "POST",
    path: "/v2/{spid}/customer_group_leave",
    body: GroupLeaveRequest,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.removeOtherFromCustomerGroup",
    method: "POST",
    path: "/v2/{spid}/customer_group_remove_other",
    body: GroupRemoveOtherRequest,
    reply: json(GroupRemovalReply),
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
] as const;

const mobileCalls = [
  defineCall({
    id: "groups.createMobileGroup",
    method: "POST",
    path: "/v2/{spid}/mobile_group",
    body: MobileGroupCreateRequest,
    reply: json(MobileGroup),
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.readMobileGroup",
    method: "GET",
    path: "/v2/{spid}/mobile_group/{groupUuid}",
    params: GroupId,
    reply: json(MobileGroup),
    auth: "bearer",
    replyShown: false,
    cache: CACHED,
  }),
  defineCall({
    id: "groups.addMobileGroupMember",
    method: "POST",
    path: "/v2/{spid}/mobile_group_member",
    body: GroupMemberRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.checkMobileGroupMember",
    method: "POST",
    path: "/v2/{spid}/mobile_group_member_check",
    body: GroupMemberRequest,
    reply: json(GroupMemberCheckReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "groups.mobileGroupInfo",
    method: "GET",
    path: "/v2/{spid}/mobile_group_info",
    query: MobileGroupInfoQuery,
    reply: json(MobileGroupInfos),
    auth: "bearer",
    replyShown: true,
    cache: CACHED,
  }),
  defineCall({
    id: "groups.leaveMobileGroup",
    method: "POST",
    path: "/v2/{spid}/mobile_group_leave",
    body: GroupLeaveRequest,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.removeOtherFromMobileGroup",
    method: "POST",
    path: "/v2/{spid}/mobile_group_remove_other",
    body: GroupRemoveOtherRequest,
    reply: json(GroupRemovalReply),
    auth: "bearer",
    replyShown: false,
    invalidates: WRITES,
  }),
] as const;

/**
 * Customer and mobile groups under /v2/{spid}/ (spec 03 §7), one entry per GroupsApi method. The three group
 * invite methods (sendGroupInvite, invitesApprovals, answerGroupInvite) are calls of the approval service: they use
 * the billingRoutes entries of the same paths (billing-routes.ts), since one path has one entry.
 */
export const groupsCalls = collectCalls(...customerCalls, ...mobileCalls);
