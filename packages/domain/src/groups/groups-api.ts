import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type {
  Approval,
  ApprovalCreateRequest,
  ApprovalServiceActionRequest,
  InvitesApprovals,
} from "../billing-routes";
import type { ApiError } from "../ports";
import type { CustomerGroup, CustomerGroupInfos, MobileGroup, MobileGroupInfos } from "./group-entities";
import type {
  CustomerGroupCreateRequest,
  GroupLeaveRequest,
  GroupMemberCheckReply,
  GroupMemberRequest,
  GroupRemovalReply,
  GroupRemoveOtherRequest,
  MobileGroupCreateRequest,
  MobileGroupInfoQuery,
} from "./group-requests";

/**
 * The customer and mobile group calls of spec 03 §7 (the contract's groups.* entries) and the approval
 * service calls used for group invites (its billingRoutes.* entries). Group info answers 404 'Object not
 * found' when the customer has no group (see isNoGroups).
 */
export interface GroupsApiService {
  /** groups.createCustomerGroup: a customer group led by the customer, its first member. */
  readonly createCustomerGroup: (body: CustomerGroupCreateRequest) => Effect.Effect<CustomerGroup, ApiError>;
  /** groups.readCustomerGroup: one customer group. */
  readonly readCustomerGroup: (groupUuid: string) => Effect.Effect<CustomerGroup, ApiError>;
  /** groups.addCustomerGroupMember: the leader invites a customer; they join only when they accept. */
  readonly addCustomerGroupMember: (body: GroupMemberRequest) => Effect.Effect<Approval, ApiError>;
  /** groups.checkCustomerGroupMember: whether a customer may join, and why not (changes nothing). */
  readonly checkCustomerGroupMember: (
    body: GroupMemberRequest,
  ) => Effect.Effect<GroupMemberCheckReply, ApiError>;
  /** groups.customerGroupInfo: the customer groups a customer belongs to. */
  readonly customerGroupInfo: (customerUuid: string) => Effect.Effect<CustomerGroupInfos, ApiError>;
  /** groups.leaveCustomerGroup: a member leaves; a group of 2 or fewer goes. */
  readonly leaveCustomerGroup: (body: GroupLeaveRequest) => Effect.Effect<void, ApiError>;
  /** groups.removeOtherFromCustomerGroup: the leader removes another member; a group of 2 or fewer goes. */
  readonly removeOtherFromCustomerGroup: (
    body: GroupRemoveOtherRequest,
  ) => Effect.Effect<GroupRemovalReply, ApiError>;
  /** groups.createMobileGroup: a mobile group owned by one of the customer's services. */
  readonly createMobileGroup: (body: MobileGroupCreateRequest) => Effect.Effect<MobileGroup, ApiError>;
  /** groups.readMobileGroup: one mobile group. */
  readonly readMobileGroup: (groupUuid: string) => Effect.Effect<MobileGroup, ApiError>;
  /** groups.addMobileGroupMember: the leader or owner invites a service; it joins when its customer accepts. */
  readonly addMobileGroupMember: (body: GroupMemberRequest) => Effect.Effect<Approval, ApiError>;
  /** groups.checkMobileGroupMember: whether a service may join, and why not (changes nothing). */
  readonly checkMobileGroupMember: (
    body: GroupMemberRequest,
  ) => Effect.Effect<GroupMemberCheckReply, ApiError>;
  /** groups.mobileGroupInfo: the mobile groups a customer's service belongs to. */
  readonly mobileGroupInfo: (query: MobileGroupInfoQuery) => Effect.Effect<MobileGroupInfos, ApiError>;
  /** groups.leaveMobileGroup: a member's service leaves; a group of 2 or fewer goes. */
  readonly leaveMobileGroup: (body: GroupLeaveRequest) => Effect.Effect<void, ApiError>;
  /** groups.removeOtherFromMobileGroup: the leader or owner removes another service (2 or fewer: all go). */
  readonly removeOtherFromMobileGroup: (
    body: GroupRemoveOtherRequest,
  ) => Effect.Effect<GroupRemovalReply, ApiError>;
  /** billingRoutes.approvalInvite: sends a GROUP_INVITE, MOBILEGROUP_INVITE or MOBILEGROUP_BILLING_INVITE. */
  readonly sendGroupInvite: (body: ApprovalCreateRequest) => Effect.Effect<Approval, ApiError>;
  /** billingRoutes.invitesApprovals: what a customer sent (Invites) and what was sent to it (Approvals). */
  readonly invitesApprovals: (customerUuid: string) => Effect.Effect<InvitesApprovals, ApiError>;
  /** billingRoutes.approvalAction: accepts or declines an invite. */
  readonly answerGroupInvite: (body: ApprovalServiceActionRequest) => Effect.Effect<Approval, ApiError>;
}

export class GroupsApi extends Context.Tag("waea/GroupsApi")<GroupsApi, GroupsApiService>() {}
