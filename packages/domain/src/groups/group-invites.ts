import {
  approvalState,
  isApprovalExpired,
  type Approval,
  type ApprovalState,
  type InvitesApprovals,
} from "../billing-routes";
import type { GroupKindOfGroup } from "./group-requests";

const TYPES_OF: Readonly<Record<GroupKindOfGroup, ReadonlyArray<Approval["ApprovalType"]>>> = {
  customer: ["GROUP_INVITE"],
  mobile: ["MOBILEGROUP_INVITE", "MOBILEGROUP_BILLING_INVITE"],
};

export interface GroupInviteView {
  readonly approval: Approval;
  /** pending (REQUEST), accepted (APPROVED) or declined (REJECTED). */
  readonly state: ApprovalState;
  /** A pending invite whose hour has passed: shown, no longer answerable. */
  readonly expired: boolean;
  /** A mobile group invite that also routes the invitee's bill to the group. */
  readonly billing: boolean;
}

export interface GroupInvites {
  readonly incoming: ReadonlyArray<GroupInviteView>;
  readonly sent: ReadonlyArray<GroupInviteView>;
}

/**
 * Invites of one kind of group, incoming and sent (GRP-04). An invite is "sent" when the current customer created it
 * (its CustomerUUID); every other one reached them. Each invite appears once even if both lists carry it.
 */
export const groupInvites = (
  reply: InvitesApprovals,
  group: GroupKindOfGroup,
  currentCustomerUuid: string,
  nowMillis: number,
): GroupInvites => {
  const all = [...reply.Invites, ...reply.Approvals];
  const views = all
    .filter((a, at) => all.findIndex((b) => b.UUID === a.UUID) === at)
    .filter((a) => TYPES_OF[group].includes(a.ApprovalType))
    .map((approval) => ({
      approval,
      state: approvalState(approval.Status),
      expired: isApprovalExpired(approval, nowMillis),
      billing: approval.ApprovalType === "MOBILEGROUP_BILLING_INVITE",
    }));
  return {
    incoming: views.filter((v) => v.approval.CustomerUUID !== currentCustomerUuid),
    sent: views.filter((v) => v.approval.CustomerUUID === currentCustomerUuid),
  };
};

/** Only a pending, unexpired incoming invite can be accepted or declined. */
export const mayAnswer = (view: GroupInviteView): boolean => view.state === "pending" && !view.expired;
