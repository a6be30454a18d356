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
 * The customer and mobile group calls of spec 03 §7 (under /v2/{spid}/) and the approval service calls used for
 * group invites. Group info answers 404 'Object not found' when the customer has no group (see isNoGroups).
 */
export interface GroupsApiService {
  /** POST customer_group */
  readonly createCustomerGroup: (body: CustomerGroupCreateRequest) => Effect.Effect<CustomerGroup, ApiError>;
  /** GET customer_group/{uuid} */
  readonly readCustomerGroup: (groupUuid: string) => Effect.Effect<CustomerGroup, ApiError>;
  /** POST customer_group_member */
  readonly addCustomerGroupMember: (body: GroupMemberRequest) => Effect.Effect<CustomerGroup, ApiError>;
  /** POST customer_group_member_check */
  readonly checkCustomerGroupMember: (
    body: GroupMemberRequest,
  ) => Effect.Effect<GroupMemberCheckReply, ApiError>;
  /** GET customer_group_info/{customerUuid} */
  readonly customerGroupInfo: (customerUuid: string) => Effect.Effect<CustomerGroupInfos, ApiError>;
  /** POST customer_group_leave */
  readonly leaveCustomerGroup: (body: GroupLeaveRequest) => Effect.Effect<void, ApiError>;
  /** POST customer_group_remove_other */
  readonly removeOtherFromCustomerGroup: (
    body: GroupRemoveOtherRequest,
  ) => Effect.Effect<GroupRemovalReply, ApiError>;
  /** POST mobile_group */
  readonly createMobileGroup: (body: MobileGroupCreateRequest) => Effect.Effect<MobileGroup, ApiError>;
  /** GET mobile_group/{uuid} */
  readonly readMobileGroup: (groupUuid: string) => Effect.Effect<MobileGroup, ApiError>;
  /** POST mobile_group_member */
  readonly addMobileGroupMember: (body: GroupMemberRequest) => Effect.Effect<MobileGroup, ApiError>;
  /** POST mobile_group_member_check */
  readonly checkMobileGroupMember: (
    body: GroupMemberRequest,
  ) => Effect.Effect<GroupMemberCheckReply, ApiError>;
  /** GET mobile_group_info?CustomerUUID=&MobileProductUUID= */
  readonly mobileGroupInfo: (query: MobileGroupInfoQuery) => Effect.Effect<MobileGroupInfos, ApiError>;
  /** POST mobile_group_leave */
  readonly leaveMobileGroup: (body: GroupLeaveRequest) => Effect.Effect<void, ApiError>;
  /** POST mobile_group_remove_other */
  readonly removeOtherFromMobileGroup: (
    body: GroupRemoveOtherRequest,
  ) => Effect.Effect<GroupRemovalReply, ApiError>;
  /** POST /v3/{spid}/customer/approval/invite (GROUP_INVITE, MOBILEGROUP_INVITE, MOBILEGROUP_BILLING_INVITE) */
  readonly sendGroupInvite: (body: ApprovalCreateRequest) => Effect.Effect<Approval, ApiError>;
  /** GET /v3/{spid}/customer/approval/customer/{id}/invites_approvals */
  readonly invitesApprovals: (customerUuid: string) => Effect.Effect<InvitesApprovals, ApiError>;
  /** POST /v3/{spid}/customer/approval/action: accept or decline an invite */
  readonly answerGroupInvite: (body: ApprovalServiceActionRequest) => Effect.Effect<Approval, ApiError>;
}

export class GroupsApi extends Context.Tag("waea/GroupsApi")<GroupsApi, GroupsApiService>() {}
