import type { ApprovalState } from "../billing-routes";
import type { GroupKind } from "./group-kind";
import type { GroupMenu } from "./group-mode";

export const groupKindLabelKey = (kind: GroupKind): string => `groups.kind_${kind}`;
export const groupKindDescriptionKey = (kind: GroupKind): string => `groups.kind_${kind}_description`;
export const groupMenuLabelKey = (menu: GroupMenu): string => `groups.menu_${menu.replace("-", "_")}`;
export const inviteStateLabelKey = (state: ApprovalState): string => `groups.invite_${state}`;

/** Every message key of the groups namespace, for the i18n completeness check. */
export const GroupsMessageKeys = [
  "groups.no_params",
  "groups.no_uuid",
  "groups.no_customer_uuid",
  "groups.too_few_sims",
  "groups.too_many_people",
  "groups.invite_expired",
  "groups.invite_answered",
  "groups.member_not_allowed",
  "groups.invite_pending",
  "groups.invite_accepted",
  "groups.invite_declined",
  "groups.billing_invite",
  "groups.kind_family",
  "groups.kind_companion",
  "groups.kind_solo",
  "groups.kind_simple",
  "groups.kind_family_description",
  "groups.kind_companion_description",
  "groups.kind_solo_description",
  "groups.kind_simple_description",
  "groups.companion_price_note",
  "groups.menu_customer_groups",
  "groups.menu_mobile_groups",
  "groups.leader",
  "groups.owner",
  "groups.you",
] as const;
export type GroupsMessageKey = (typeof GroupsMessageKeys)[number];
