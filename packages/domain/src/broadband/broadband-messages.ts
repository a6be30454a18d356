/** Message keys of the broadband namespace (packages/adapters/src/i18n/locales/<lang>/broadband.json). */
export const BroadbandMessageKeys = [
  "broadband.no_fibre_services",
  "broadband.no_fwa_plans",
  "broadband.no_modem_data",
  "broadband.order_failed",
  "broadband.order_still_processing",
  "broadband.product_pending",
  "broadband.slot_not_available",
  "broadband.no_time_slots",
  "broadband.step_address_search",
  "broadband.step_availability",
  "broadband.step_plan",
  "broadband.step_summary",
  "broadband.step_checkout",
  "broadband.step_booking",
  "broadband.visit_install",
  "broadband.visit_scope",
  "broadband.no_params",
  "broadband.note_too_long",
] as const;
export type BroadbandMessageKey = (typeof BroadbandMessageKeys)[number];
