export {
  COMPANION_DISCOUNT_FROM,
  COMPANION_MAX_PEOPLE,
  COMPANION_PRICE_THREE_OR_MORE,
  COMPANION_PRICE_UNDER_THREE,
  companionPrice,
  companionPricePerPerson,
  type CompanionPrice,
} from "./companion-price";
export {
  CustomerGroup,
  CustomerGroupInfos,
  CustomerGroupMember,
  MobileGroup,
  MobileGroupInfos,
  MobileGroupMember,
  PagingInfo,
} from "./group-entities";
export { groupInvites, mayAnswer, type GroupInviteView, type GroupInvites } from "./group-invites";
export {
  GroupKinds,
  GROUP_MEMBER_LIMIT,
  MAX_PEOPLE,
  MIN_SIMS,
  checkSimCount,
  groupBilling,
  hidesAdvancedOptions,
  type GroupBilling,
  type GroupKind,
  type SimCountError,
} from "./group-kind";
export { groupMenus, type GroupMenu } from "./group-mode";
export { OBJECT_NOT_FOUND, isNoGroups } from "./group-not-found";
export { GroupRefused } from "./group-refused";
export {
  CustomerGroupCreateRequest,
  GroupLeaveRequest,
  GroupMemberCheckReply,
  GroupMemberRequest,
  GroupRemovalReply,
  GroupRemoveOtherRequest,
  GroupRequestTexts,
  MobileGroupCreateRequest,
  MobileGroupInfoQuery,
  groupInfoQuery,
  groupInviteRequest,
  groupLeaveRequest,
  groupRemoveOtherRequest,
  mobileGroupInfoQuery,
  type GroupInviteInput,
  type GroupKindOfGroup,
  type GroupLeaveInput,
  type GroupRemoveOtherInput,
  type GroupRequestError,
} from "./group-requests";
export {
  DELETE_GROUP_AT_OR_BELOW,
  applyRemoval,
  byCustomer,
  byService,
  leaveLocally,
  removeMember,
  withoutMember,
  type RemovalOutcome,
} from "./member-removal";
export {
  currentFirst,
  customerGroupMembers,
  mayLeave,
  mayManage,
  mayRemove,
  mobileGroupMembers,
  type MemberFlags,
  type MemberView,
} from "./membership";
export {
  GroupsMessageKeys,
  groupKindDescriptionKey,
  groupKindLabelKey,
  groupMenuLabelKey,
  inviteStateLabelKey,
  type GroupsMessageKey,
} from "./messages";
export { answerGroupInvite, inviteToGroup, loadGroupInvites } from "./use-cases/group-invites";
export { leaveGroup } from "./use-cases/leave-group";
export { loadCustomerGroups, loadMobileGroups } from "./use-cases/load-groups";
export {
  addCustomerGroupMember,
  addMobileGroupMember,
  createCustomerGroup,
  createMobileGroup,
} from "./use-cases/manage-group";
export { removeCustomerGroupMember, removeMobileGroupMember } from "./use-cases/remove-group-member";
