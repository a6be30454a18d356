import { firstAvailability, type CatalogEntry } from "../plans/catalog-entry";
import type { PlanChoice } from "./multi-sim-order";

/**
 * The plan a shop page offers with a SIM, from a catalogue entry (spec 03 §4): the entry's catalogue id and its
 * first availability (the one shown and bought), with the availability's retail name and price when it has them.
 * An entry without an availability has no availability id, which the order rules refuse ('Plan not specified').
 */
export const planChoiceOf = (entry: CatalogEntry): PlanChoice => {
  const availability = firstAvailability(entry);
  return {
    ProductCatalogUUID: entry.UUID,
    ProductAvailabilityUUID: availability?.UUID,
    Name: availability?.RetailName ?? entry.Name,
    PriceCents: availability?.RetailCents ?? entry.Cents ?? entry.RecurringRetailPrice ?? 0,
    ...(entry.origianl_price === undefined ? {} : { PriceCatalogCents: entry.origianl_price }),
    Available: availability?.Available !== false,
  };
};
