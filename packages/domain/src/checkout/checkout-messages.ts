/** Message keys of the checkout namespace (packages/adapters/src/i18n/locales/<lang>/checkout.json). */
export const CheckoutMessageKeys = [
  "checkout.no_order_items",
  "checkout.no_order_item",
  "checkout.no_location",
  "checkout.no_service_availability",
  "checkout.plan_not_specified",
  "checkout.no_data",
  "checkout.street_required",
  "checkout.city_required",
  "checkout.postcode_required",
  "checkout.postcode_invalid",
  "checkout.email_invalid",
  "checkout.contact_number_required",
  "checkout.contact_number_invalid",
  "checkout.delivery_instructions_too_long",
  "checkout.transfer_provider_required",
  "checkout.transfer_account_holder_required",
  "checkout.transfer_account_number_required",
  "checkout.transfer_connection_id_required",
  "checkout.porting_number_required",
  "checkout.porting_number_invalid",
  "checkout.porting_carrier_required",
  "checkout.porting_account_number_required",
  "checkout.porting_sim_id_required",
  "checkout.instalments_unavailable",
  "checkout.card_payment_failed",
  "checkout.instalments_failed",
  "checkout.esim_pending",
  "checkout.esim_ready",
  "checkout.esim_failed",
] as const;
export type CheckoutMessageKey = (typeof CheckoutMessageKeys)[number];

/** The form field a problem belongs to, when it belongs to one. */
export type CheckoutField =
  | "items"
  | "street"
  | "city"
  | "postcode"
  | "email"
  | "phone"
  | "notes"
  | "transfer_provider"
  | "transfer_account_holder"
  | "transfer_account_number"
  | "transfer_connection_id"
  | "porting_number"
  | "porting_carrier"
  | "porting_account_number"
  | "porting_sim_id";

/** One reason a checkout cannot go ahead. */
export interface CheckoutIssue {
  readonly key: CheckoutMessageKey;
  readonly field?: CheckoutField;
}
