import { firstAvailability, type CatalogEntry } from "./catalog-entry";
import { characteristicFlag } from "./characteristics";

/**
 * Entries that are plans rather than add-ons: marked IsBasePlan, or not marked IsAddon. The prepay list mixes both
 * kinds; an entry marked neither way is a plan, so an unmarked list is never shown empty.
 */
export const isBasePlanEntry = (entry: Pick<CatalogEntry, "Characteristics">): boolean =>
  characteristicFlag(entry.Characteristics?.IsBasePlan) ||
  !characteristicFlag(entry.Characteristics?.IsAddon);

/** Entries whose shown availability is marked Available false are not offered. */
export const isOffered = (entry: Pick<CatalogEntry, "Availabilities">): boolean => {
  const availability = firstAvailability(entry);
  return availability !== undefined && availability.Available !== false;
};

/**
 * The order of a plan list: by Priority of the first availability, lowest first (1 is the top card), entries
 * without a priority last; equal priorities keep the server's order.
 */
export const orderPlans = <P extends Pick<CatalogEntry, "Availabilities">>(
  plans: ReadonlyArray<P>,
): ReadonlyArray<P> =>
  plans
    .map((plan, index) => ({
      plan,
      index,
      priority: firstAvailability(plan)?.Priority ?? Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => a.priority - b.priority || a.index - b.index)
    .map(({ plan }) => plan);
