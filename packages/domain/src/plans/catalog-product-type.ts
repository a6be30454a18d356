import * as Schema from "effect/Schema";
import type { PlanKind } from "../config";

/** Catalog ProductType values (spec 02 §3, 03 §3). */
export const CatalogProductType = Schema.Literal(
  "prepaymobileAddon",
  "postpaymobile",
  "postpaymobileAddon",
  "mobileAddon",
);
export type CatalogProductType = typeof CatalogProductType.Type;

/** Plans are the base plans a product is on; add-ons are bought on top of one. */
export type CatalogPurpose = "plans" | "addons";

/**
 * Which catalog types apply to which plan kind. Postpay plans are `postpaymobile`; prepay and PAYG plans are
 * `prepaymobileAddon` entries marked IsBasePlan (spec 01 §4: postpay leads to postpaymobile, prepay or payg to
 * prepaymobileAddon). Add-ons are `postpaymobileAddon` or `prepaymobileAddon` by kind, plus `mobileAddon`, which
 * has no billing kind and is offered to every mobile product.
 */
export const catalogProductTypes = (
  kind: PlanKind,
  purpose: CatalogPurpose,
): ReadonlyArray<CatalogProductType> => {
  if (kind === "postpay")
    return purpose === "plans" ? ["postpaymobile"] : ["postpaymobileAddon", "mobileAddon"];
  return purpose === "plans" ? ["prepaymobileAddon"] : ["prepaymobileAddon", "mobileAddon"];
};
