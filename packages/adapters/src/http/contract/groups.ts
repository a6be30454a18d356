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
    summary: "Create a customer group led by the customer (its first member)",
    method: "POST",
    path: "/v2/{spid}/customer_group",
    body: CustomerGroupCreateRequest,
    reply: json(CustomerGroup),
    auth: "bearer",
    replyShown: false,
    spec: "03 §7",
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.readCustomerGroup",
    summary: "One customer group, for its members and the customers invited to it",
    method: "GET",
    path: "/v2/{spid}/customer_group/{groupUuid}",
    params: GroupId,
    reply: json(CustomerGroup),
    auth: "bearer",
    replyShown: false,
    spec: "03 §3, §7",
    cache: CACHED,
  }),
  defineCall({
    id: "groups.addCustomerGroupMember",
    summary: "The leader invites a customer to the group: a pending GROUP_INVITE they accept or decline",
    method: "POST",
    path: "/v2/{spid}/customer_group_member",
    body: GroupMemberRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
    spec: "03 §6, §7",
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.checkCustomerGroupMember",
    summary: "Whether a customer may join the group, and why not (changes nothing)",
    method: "POST",
    path: "/v2/{spid}/customer_group_member_check",
    body: GroupMemberRequest,
    reply: json(GroupMemberCheckReply),
    auth: "bearer",
    replyShown: false,
    spec: "03 §7",
  }),
  defineCall({
    id: "groups.customerGroupInfo",
    summary: "The customer groups a customer belongs to; 404 'Object not found' when none",
    method: "GET",
    path: "/v2/{spid}/customer_group_info/{customerUuid}",
    params: Schema.Struct({ customerUuid: PathParam }),
    reply: json(CustomerGroupInfos),
    auth: "bearer",
    replyShown: true,
    spec: "03 §7, §8",
    cache: CACHED,
  }),
  defineCall({
    id: "groups.leaveCustomerGroup",
    summary: "A member leaves (not the leader); a group of 2 or fewer is deleted",
    method: "POST",
    path: "/v2/{spid}/customer_group_leave",
    body: GroupLeaveRequest,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
    spec: "03 §4, §5, §7",
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.removeOtherFromCustomerGroup",
    summary: "The leader removes another member; a group of 2 or fewer is deleted",
    method: "POST",
    path: "/v2/{spid}/customer_group_remove_other",
    body: GroupRemoveOtherRequest,
    reply: json(GroupRemovalReply),
    auth: "bearer",
    replyShown: false,
    spec: "03 §4, §5, §6, §7",
    invalidates: WRITES,
  }),
] as const;

const mobileCalls = [
  defineCall({
    id: "groups.createMobileGroup",
    summary: "Create a mobile group owned by one of the customer's mobile services",
    method: "POST",
    path: "/v2/{spid}/mobile_group",
    body: MobileGroupCreateRequest,
    reply: json(MobileGroup),
    auth: "bearer",
    replyShown: false,
    spec: "03 §7",
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.readMobileGroup",
    summary: "One mobile group, for its members and the customers invited to it",
    method: "GET",
    path: "/v2/{spid}/mobile_group/{groupUuid}",
    params: GroupId,
    reply: json(MobileGroup),
    auth: "bearer",
    replyShown: false,
    spec: "03 §3, §7",
    cache: CACHED,
  }),
  defineCall({
    id: "groups.addMobileGroupMember",
    summary: "The leader or owner invites a customer's mobile service: a pending MOBILEGROUP_INVITE",
    method: "POST",
    path: "/v2/{spid}/mobile_group_member",
    body: GroupMemberRequest,
    reply: json(Approval),
    auth: "bearer",
    replyShown: false,
    spec: "03 §6, §7",
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.checkMobileGroupMember",
    summary: "Whether a mobile service may join the group, and why not (changes nothing)",
    method: "POST",
    path: "/v2/{spid}/mobile_group_member_check",
    body: GroupMemberRequest,
    reply: json(GroupMemberCheckReply),
    auth: "bearer",
    replyShown: false,
    spec: "03 §7",
  }),
  defineCall({
    id: "groups.mobileGroupInfo",
    summary: "The mobile groups a service belongs to; 404 'Object not found' when none",
    method: "GET",
    path: "/v2/{spid}/mobile_group_info",
    query: MobileGroupInfoQuery,
    reply: json(MobileGroupInfos),
    auth: "bearer",
    replyShown: true,
    spec: "03 §7, §8",
    cache: CACHED,
  }),
  defineCall({
    id: "groups.leaveMobileGroup",
    summary: "A member's service leaves (not the leader's or owner's); a group of 2 or fewer is deleted",
    method: "POST",
    path: "/v2/{spid}/mobile_group_leave",
    body: GroupLeaveRequest,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
    spec: "03 §4, §5, §7",
    invalidates: WRITES,
  }),
  defineCall({
    id: "groups.removeOtherFromMobileGroup",
    summary: "The leader or owner removes another member's service; a group of 2 or fewer is deleted",
    method: "POST",
    path: "/v2/{spid}/mobile_group_remove_other",
    body: GroupRemoveOtherRequest,
    reply: json(GroupRemovalReply),
    auth: "bearer",
    replyShown: false,
    spec: "03 §4, §5, §6, §7",
    invalidates: WRITES,
  }),
] as const;

/**
 * Customer and mobile groups under /v2/{spid}/ (spec 03 §7), one entry per GroupsApi method. The three group
 * invite methods (sendGroupInvite, invitesApprovals, answerGroupInvite) are calls of the approval service: they use
 * the billingRoutes entries of the same paths (billing-routes.ts), since one path has one entry.
 */
export const groupsCalls = collectCalls(...customerCalls, ...mobileCalls);
