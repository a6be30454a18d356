import { seedBroadbandPlans, seedLfcProducts, seedUfbPlans } from "./broadband-plans";
import { PLACES, locationOf } from "./broadband-places";
import { seedFibreCustomer } from "./broadband-fibre-seed";
import type { BroadbandState, StoredPlace } from "./broadband-state";
import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

export {
  availabilityLabel,
  bookingKey,
  type Booking,
  type BroadbandState,
  type StoredPlace,
  type StoredUfbOrder,
} from "./broadband-state";

const seedPlaces = (ctx: SeedContext): Record<string, StoredPlace> =>
  Object.fromEntries(
    PLACES.map((place) => {
      const location = locationOf(ctx, place);
      const stored: StoredPlace = {
        Location: location,
        ...(place.lfc === undefined ? {} : { Lfc: place.lfc }),
        ...(place.fwa === undefined ? {} : { Fwa: place.fwa }),
        ...(place.ufb === undefined ? {} : { Ufb: place.ufb }),
        ...(place.failsWith === undefined ? {} : { FailsWith: place.failsWith }),
      };
      return [location.LocationProviderIDX, stored];
    }),
  );

/**
 * Seeds the premises, plans and the fibre lifecycle service; fibre@waea.test has a fibre product made by a
 * completed order, and an earlier order that failed; fwa@waea.test's product was ordered at a Napier premises.
 */
export const seedBroadband = (ctx: SeedContext, core: CoreState): BroadbandState => {
  const fibre = seedFibreCustomer(ctx, core);
  return {
    places: seedPlaces(ctx),
    plans: seedBroadbandPlans(ctx),
    ufbPlans: seedUfbPlans(ctx),
    lfcProducts: seedLfcProducts(ctx),
    ufbOrders: fibre.orders,
    ufbProducts: fibre.products,
    bookings: {},
    fwaPrequal: fibre.fwaPrequal,
    security: {},
    sequence: 0,
  };
};
