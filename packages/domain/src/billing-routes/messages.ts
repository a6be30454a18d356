import type { ApprovalState } from "./approval";
import type { RouteCreationMode } from "./route-rights";

/** Labels the billing routes pages show for an approval's state, a creation mode and a routing type. */
export const approvalStateLabelKey = (state: ApprovalState): string => `billing-routes.state_${state}`;
export const creationModeLabelKey = (mode: RouteCreationMode): string => `billing-routes.mode_${mode}`;
export const routingTypeLabelKey = (type: "parent" | "child"): string => `billing-routes.routing_${type}`;

/** Every message key of the billing-routes namespace, for the i18n completeness check. */
export const BillingRoutesMessageKeys = [
  "billing-routes.name_required",
  "billing-routes.invalid_cycle",
  "billing-routes.invalid_cycle_count",
  "billing-routes.invalid_limit",
  "billing-routes.only_valid_method",
  "billing-routes.not_allowed",
  "billing-routes.requested_to_required",
  "billing-routes.no_customer_uuid",
  "billing-routes.no_uuid",
  "billing-routes.approval_expired",
  "billing-routes.no_invite",
  "billing-routes.accept_by_token_error",
  "billing-routes.state_pending",
  "billing-routes.state_accepted",
  "billing-routes.state_declined",
  "billing-routes.mode_invite",
  "billing-routes.mode_request",
  "billing-routes.routing_parent",
  "billing-routes.routing_child",
] as const;
export type BillingRoutesMessageKey = (typeof BillingRoutesMessageKeys)[number];
