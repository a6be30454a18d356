export {
  Approval,
  ApprovalActionName,
  ApprovalCreateRequest,
  ApprovalList,
  ApprovalServiceActionRequest,
  ApprovalStatus,
  ApprovalType,
  ApprovalUpdateRequest,
  INVITE_EXPIRY_MS,
  InvitesApprovals,
  approvalState,
  inviteExpiresAtNanos,
  isApprovalExpired,
  minutesLeft,
  approvalSecondsLeft,
  withSecondsLeft,
  type ApprovalState,
} from "./approval";
export {
  RouteApprovalActionRequest,
  approvalActionRequest,
  type ApprovalActionError,
} from "./approval-action";
export { RouteTokenMessages, findApprovalByToken } from "./approve-by-token";
export {
  BillingRoute,
  BillingRoutesReply,
  CreditAccount,
  DebitAccount,
  RouteApprovalRecord,
  RouteRequestsReply,
  RoutingType,
} from "./billing-route";
export {
  BillingRoutesMessageKeys,
  approvalStateLabelKey,
  creationModeLabelKey,
  routingTypeLabelKey,
  type BillingRoutesMessageKey,
} from "./messages";
export { RouteDeleteQuery, routeDeletion, type RouteDeleteError } from "./route-delete";
export { routeInviteRequest, type RouteInviteError, type RouteInviteInput } from "./route-invite";
export { RouteRefused, RouteTokenError } from "./route-refusal";
export { mayChangeRoute, maySpendThrough, routeAllowance, type RouteAllowance } from "./route-allowance";
export {
  RouteHistoryEntry,
  RouteHistoryKind,
  RouteHistoryReply,
  RouteSpendPurpose,
  isRouteSpendPurpose,
} from "./route-history";
export {
  NO_ROUTE_RIGHTS,
  hasParentRoute,
  isModeAllowed,
  routeCreation,
  visibleApprovals,
  type RouteCreation,
  type RouteCreationMode,
  type RouteRights,
} from "./route-rights";
export {
  RouteUpdateRequest,
  approvalSetsTerms,
  approvalTermsForm,
  routeTermsForm,
  routeUpdateRequest,
  spendLimitText,
  toWholeNumber,
  type RouteUpdateError,
  type RouteTermsText,
  type RouteUpdateForm,
} from "./route-update";
export { acceptRouteByToken, declineRouteByToken } from "./use-cases/answer-route-by-token";
export { answerRouteApproval } from "./use-cases/answer-route-approval";
export { deleteBillingRoute } from "./use-cases/delete-billing-route";
export { loadBillingRoutes, type BillingRoutesView } from "./use-cases/load-billing-routes";
export { sendRouteInvite } from "./use-cases/send-route-invite";
export { updateBillingRoute } from "./use-cases/update-billing-route";
export { loadRouteHistory } from "./use-cases/route-history";
export { forgetRouteInviteLink, openRouteInviteLink } from "./use-cases/route-invite-link";
