import type { BillingKind, ProductAddon } from "@waea/domain/account";
import { DAY_MILLIS } from "@waea/domain/calendar";
import { PaymentsMessages } from "@waea/domain/payments";
import {
  addOneMonth,
  catalogProductTypes,
  characteristicNumber,
  characteristicText,
  findPlanByAvailability,
  initialAutoRenew,
  isBasePlanEntry,
  type Availability,
  type CatalogEntry,
} from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import { refuse, type Refusal } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { World } from "../world/world";
import { say } from "./payments-access";
import { newUuid } from "./payments-ledger";

/** A plan or add-on of the catalog (the plans slice) that a product may buy, and the availability bought. */
export interface Purchasable {
  readonly entry: CatalogEntry;
  readonly availability: Availability;
}

/**
 * What an availability id buys for a product of a billing kind: an offered entry of the kind's plan or add-on
 * types (prepay and PAYG: prepaymobileAddon and mobileAddon; postpay: postpaymobile, postpaymobileAddon and
 * mobileAddon). Anything else is the spec's "No available product was found".
 */
export const purchasable = (
  world: World,
  availabilityId: string,
  kind: BillingKind,
): Purchasable | Refusal => {
  const found = findPlanByAvailability(world.plans.catalog, availabilityId);
  const types = [...catalogProductTypes(kind, "plans"), ...catalogProductTypes(kind, "addons")];
  return found !== undefined &&
    found.plan.Status !== "RETIRED" &&
    found.plan.ProductType !== undefined &&
    types.includes(found.plan.ProductType)
    ? { entry: found.plan, availability: found.availability }
    : refuse(404, say(PaymentsMessages.noAvailableProduct));
};

export const priceOf = (bought: Purchasable): number =>
  bought.availability.RetailCents ?? bought.entry.cost ?? 0;

/** When an item bought at `from` ends: its TimePeriodInterval in days, a week, a day, or a calendar month. */
const periodEnd = (entry: CatalogEntry, from: number): number => {
  const interval = entry.Characteristics?.TimePeriodInterval;
  const days = characteristicNumber(interval);
  if (days !== undefined && days > 0) return from + days * DAY_MILLIS;
  const text = characteristicText(interval)?.toLowerCase();
  if (text === "week") return from + 7 * DAY_MILLIS;
  if (text === "day") return from + DAY_MILLIS;
  return addOneMonth(from);
};

/**
 * The product with the bought item on its Addons (a new record): a plan replaces the current base plan, an add-on
 * is added beside the others. Auto renew is the wish (Subscribe) where the item allows it; AllowAutoRenew is kept as
 * the catalog has it (the string "true" or "false" in this catalog), so the add-on reads like the entry it came from.
 */
export const withPurchase = (
  world: World,
  product: CoreProduct,
  bought: Purchasable,
  subscribe: boolean,
  nowMillis: number,
): CoreProduct => {
  const allow = bought.entry.Characteristics?.AllowAutoRenew;
  const basePlan = isBasePlanEntry(bought.entry);
  const addon: ProductAddon = {
    UUID: newUuid(world, `addon:${product.UUID}`),
    Name: bought.availability.RetailName ?? bought.entry.Name,
    Status: "ACTIVE",
    ProductCatalogUUID: bought.entry.UUID,
    ProductAvailabilityUUID: bought.availability.UUID,
    IsBasePlan: basePlan,
    AutoRenew: initialAutoRenew(allow, subscribe),
    ...(allow === undefined ? {} : { AllowAutoRenew: allow }),
    CreatedAtNanos: millisToNanos(nowMillis),
    ExpiresAtNanos: millisToNanos(periodEnd(bought.entry, nowMillis)),
    RetailCents: priceOf(bought),
  };
  const kept = (product.Addons ?? []).filter((existing) => !(basePlan && existing.IsBasePlan === true));
  return { ...product, Addons: [...kept, addon] };
};
