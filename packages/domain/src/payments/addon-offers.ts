import { billingKind, type MobileProduct } from "../account";
import type { PlanKind } from "../config";
import { isBasePlanEntry, planPriceCents, type CatalogEntry } from "../plans";
import type { AddonForPurchase, AddonPurchaseKind } from "./addon-purchase";

/** How a prepay add-on is paid: from the balance, or by the default card (the operator's AuthorizeOnly). */
export type AddonPaidFrom = "balance" | "card";

/**
 * Which purchase a product makes (PLAN-04, spec 02 §4): on the bill for postpay, the initial purchase for a product
 * not activated yet (no billing reference), prepay for prepay and PAYG.
 */
export const addonPurchaseKindOf = (
  product: Pick<MobileProduct, "BillingReference"> | undefined,
): AddonPurchaseKind => {
  const kind = billingKind(product?.BillingReference);
  if (kind === undefined) return "prepay_initial";
  return kind === "postpay" ? "postpay" : "prepay";
};

/** The catalog the product's add-ons come from: postpay's for postpay, prepay's for prepay, PAYG and new ones. */
export const addonCatalogKindOf = (product: Pick<MobileProduct, "BillingReference"> | undefined): PlanKind =>
  billingKind(product?.BillingReference) ?? "prepay";

/** The add-ons of a catalog list: every entry but the base plans (those are changed on the plans pages). */
export const addonEntries = (entries: ReadonlyArray<CatalogEntry>): ReadonlyArray<CatalogEntry> =>
  entries.filter((entry) => !isBasePlanEntry(entry));

/** What a purchase needs of a catalog entry, its availabilities naming the entry they belong to. */
export const addonForPurchase = (entry: CatalogEntry): AddonForPurchase => ({
  Name: entry.Name,
  is_payg: entry.is_payg,
  is_fully_paid: entry.is_fully_paid,
  Availabilities: entry.Availabilities.map((availability) => ({
    ...availability,
    ProductCatalogEntryUUID: availability.ProductCatalogEntryUUID ?? entry.UUID,
  })),
});

/** The price a purchase of the entry moves, in cents (what the confirm step states). */
export const addonPriceCents = (entry: CatalogEntry): number => planPriceCents(entry);

/** Whether a usable prepay balance covers a price (the operator refuses not_enough_balance otherwise). */
export const balanceCovers = (usableCents: number, priceCents: number): boolean => usableCents >= priceCents;
