/**
 * Message keys of the routing namespace (locales/{en,mi-NZ}/routing.json): the not-found page (APP-02) and the
 * reason a redirect gives, which a shell may show as a notice and the CLI account check prints as a finding.
 */
export const RoutingMessageKeys = [
  "routing.not_found_title",
  "routing.not_found_text",
  "routing.back_home",
  "routing.sign_in_required",
  "routing.choose_account",
  "routing.already_signed_in",
  "routing.email_not_verified",
  "routing.account_suspended",
  "routing.not_suspended",
  "routing.payment_method_required",
  "routing.payment_method_present",
  "routing.plan_required",
  "routing.plan_present",
  "routing.account_not_activated",
  "routing.top_up_unavailable",
  "routing.postpay_only",
  "routing.mobile_service_required",
  "routing.purchase_required",
  "routing.sign_up_required",
  "routing.plans_hidden",
  "routing.tab_unavailable",
  "routing.opening_profile",
  "routing.page_moved",
  "routing.opening_shortcut",
] as const;
export type RoutingMessageKey = (typeof RoutingMessageKeys)[number];
