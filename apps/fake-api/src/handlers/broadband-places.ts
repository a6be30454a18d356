import { translate } from "@waea/adapters/i18n";
import {
  shouldSearchAddress,
  type AddressSearchReply,
  type BroadbandNetwork,
  type BroadbandPlan,
  type ServiceAvailability,
} from "@waea/domain/broadband";
import { nzDayKey } from "@waea/domain/calendar";
import { isRefusal, refuse, type Refusal } from "../server/handler";
import type { StoredPlace } from "../world/broadband";
import type { World } from "../world/world";
import { availabilityUuid } from "./broadband-order-checks";

const DAY = 86_400_000;
const MAX_RESULTS = 10;

/** Text compared without case or macrons: "whangarei" finds "Whangārei". */
const folded = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The premises whose address holds the typed text (from 3 characters, the domain's rule), at most 10. */
export const searchPlaces = (world: World, query: string): AddressSearchReply => {
  if (!shouldSearchAddress(query)) return { Addresses: [] };
  const wanted = folded(query.trim());
  return {
    Addresses: Object.values(world.broadband.places)
      .filter((place) => folded(place.Location.Formatted).includes(wanted))
      .slice(0, MAX_RESULTS)
      .map((place) => place.Location),
  };
};

const noLocation = (): Refusal => refuse(404, translate("en", "checkout.no_location"));

/** A seeded premises by its location ids. */
export const placeAt = (
  world: World,
  ids: { readonly LocationProvider: string; readonly LocationProviderIDX: string },
): StoredPlace | Refusal => {
  const places = world.broadband.places;
  const place = Object.hasOwn(places, ids.LocationProviderIDX) ? places[ids.LocationProviderIDX] : undefined;
  return place === undefined || place.Location.LocationProvider !== ids.LocationProvider
    ? noLocation()
    : place;
};

/** What a network says about a premises; absent means nothing there. */
export const statusAt = (place: StoredPlace, network: BroadbandNetwork): string =>
  (network === "fwa" ? place.Fwa : place.Ufb) ?? "service_unavailable";

/**
 * A network's availability check at a premises (reply not shown): its UUID (what the order names), the status, and
 * for fibre that needs work a ready-for-service date: two weeks for an install, three when scoping comes first.
 */
export const availabilityAt = (
  world: World,
  network: BroadbandNetwork,
  query: { readonly SPID: number; readonly LocationProvider: string; readonly LocationProviderIDX: string },
  nowMillis: number,
): ServiceAvailability | Refusal => {
  const place = placeAt(world, query);
  if (isRefusal(place)) return place;
  const status = statusAt(place, network);
  const weeks = status === "service_installation_required" ? 2 : status === "service_scope_required" ? 3 : 0;
  return {
    UUID: availabilityUuid(world, network, query.LocationProviderIDX),
    Status: status,
    LocationProvider: query.LocationProvider,
    LocationProviderIDX: query.LocationProviderIDX,
    ...(weeks === 0 ? {} : { RSFDate: nzDayKey(nowMillis + weeks * 7 * DAY) }),
  };
};

/** The retail plans of a network at a premises: none where the network has nothing. */
export const plansAt = (
  world: World,
  network: BroadbandNetwork,
  ids: { readonly LocationProvider: string; readonly LocationProviderIDX: string },
): { readonly Plans: ReadonlyArray<BroadbandPlan> } | Refusal => {
  const place = placeAt(world, ids);
  if (isRefusal(place)) return place;
  if (statusAt(place, network) === "service_unavailable") return { Plans: [] };
  const type = network === "fwa" ? "FWA" : "UFB";
  return { Plans: world.broadband.plans.filter((plan) => plan.BroadbandProductType === type) };
};
