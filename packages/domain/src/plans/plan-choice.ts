import type { ProductAddon } from "../account";
import type { PlanKind } from "../config";
import type { Availability, CatalogEntry } from "./catalog-entry";
import { catalogProductTypes } from "./catalog-product-type";
import { isBasePlanEntry, isOffered } from "./plan-order";

/**
 * What a catalogue entry is to a product looking at plans (PLAN-03, PLAN-05): the plan it is on ("current"), a plan
 * it may change to ("change"), or one a plan change does not offer it ("not_offered").
 */
export type PlanChoice = "current" | "change" | "not_offered";

/** The product as the rule reads it: its plan kind (billing type) and the plan it is on. */
export interface PlanChoiceFacts {
  readonly kind: PlanKind;
  readonly current: Pick<ProductAddon, "ProductCatalogUUID" | "ProductAvailabilityUUID"> | undefined;
}

/** Whether a plan (or one of its availabilities) is the one the product is on (you_already_have_this_plan). */
export const isSamePlan = (
  current: Pick<ProductAddon, "ProductCatalogUUID" | "ProductAvailabilityUUID"> | undefined,
  plan: Pick<CatalogEntry, "UUID" | "Availabilities">,
  availability?: Pick<Availability, "UUID">,
): boolean => {
  if (current === undefined) return false;
  if (current.ProductCatalogUUID !== undefined && current.ProductCatalogUUID === plan.UUID) return true;
  const availabilities = availability === undefined ? plan.Availabilities : [availability];
  return availabilities.some((a) => a.UUID === current.ProductAvailabilityUUID);
};

type Entry = Pick<CatalogEntry, "UUID" | "Availabilities" | "Characteristics" | "ProductType" | "is_payg">;

/**
 * A pay as you go plan is another billing type: moving to it or from it is a billing type transfer (PLAN-10), so a
 * plan change offers PAYG plans to PAYG products only.
 */
export const sameBillingType = (kind: PlanKind, plan: Pick<CatalogEntry, "is_payg">): boolean =>
  plan.is_payg !== true || kind === "payg";

/** A plan of the product's kind: a plan entry (not an add-on) of its kind's catalogue type (spec 01 §4). */
const ofKind = (kind: PlanKind, plan: Entry): boolean =>
  isBasePlanEntry(plan) &&
  (plan.ProductType === undefined || catalogProductTypes(kind, "plans").includes(plan.ProductType));

/**
 * The rule of which plans a product may change to: never the one it is on (you_already_have_this_plan: the page
 * marks it instead); only plans of its kind that are on sale (can_not_find_plan otherwise); and a PAYG plan only
 * for a PAYG product (sameBillingType). Plan-fit suggests, the plans page offers and the plan change allows the same
 * plans.
 */
export const planChoice = (facts: PlanChoiceFacts, plan: Entry): PlanChoice => {
  if (isSamePlan(facts.current, plan)) return "current";
  return ofKind(facts.kind, plan) && isOffered(plan) && sameBillingType(facts.kind, plan)
    ? "change"
    : "not_offered";
};

/** The plans a product may change to, in the list's order. */
export const changeablePlans = <P extends Entry>(
  facts: PlanChoiceFacts,
  plans: ReadonlyArray<P>,
): ReadonlyArray<P> => plans.filter((plan) => planChoice(facts, plan) === "change");

/** The plans the all-plans page lists: the one the product is on and those it may change to, in the list's order. */
export const listedPlans = <P extends Entry>(
  facts: PlanChoiceFacts,
  plans: ReadonlyArray<P>,
): ReadonlyArray<P> => plans.filter((plan) => planChoice(facts, plan) !== "not_offered");
