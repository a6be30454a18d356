/**
 * Message keys of the cart namespace (packages/adapters/src/i18n/locales/<lang>/cart.json). Keys taking a value
 * say so: {{n}} is the 1-based SIM number, {{max}} the SIM limit, {{min}}/{{max}} delivery days.
 */
export const CartMessageKeys = [
  "cart.sim_plan_not_specified",
  "cart.sim_plan_not_available",
  "cart.sim_type_not_available",
  "cart.unknown_sim_type",
  "cart.plan_not_specified",
  "cart.too_many_sims",
  "cart.no_sims",
  "cart.sim_type_e_sim",
  "cart.sim_type_real_sim",
  "cart.sim_type_fwa_sim",
  "cart.sim_delivery_days",
] as const;
export type CartMessageKey = (typeof CartMessageKeys)[number];

/** A refusal with the values its text needs. */
export interface CartMessage {
  readonly key: CartMessageKey;
  readonly params?: Readonly<Record<string, number | string>>;
}
