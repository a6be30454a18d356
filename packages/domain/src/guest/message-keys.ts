/** Every message key the guest context returns, for the i18n completeness check of the shells. */
export const GuestMessageKeys = [
  "guest.no_data",
  "guest.not_available",
  "guest.captcha_required",
  "guest.card_payment_failed",
  "guest.step_validate",
  "guest.step_pay",
  "guest.step_check_status",
  "guest.step_done",
  "guest.purchase_pending",
  "guest.purchase_succeeded",
  "guest.purchase_failed",
] as const;
export type GuestMessageKey = (typeof GuestMessageKeys)[number];
