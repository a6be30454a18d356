import type { ProductAddon } from "../account";

/** The plan a product is on: its add-on marked IsBasePlan, else its first add-on. */
export const currentBasePlan = (addons: ReadonlyArray<ProductAddon> | undefined): ProductAddon | undefined =>
  addons?.find((addon) => addon.IsBasePlan === true) ?? addons?.[0];
