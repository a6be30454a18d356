// Test support for the shop's handler tests (not used by the server).
import { ESIM_ITEM, PHYSICAL_SIM_ITEM, type ServerCartItem } from "@waea/domain/cart";
import type { World } from "../world/world";

/** A base plan of the operator's catalogue that is on sale, with its availability (the shop sells these). */
export const basePlan = (world: World) => {
  const entry = world.plans.catalog.find(
    (candidate) =>
      candidate.Characteristics?.IsBasePlan === "true" && candidate.Availabilities[0]?.Available === true,
  );
  const availability = entry?.Availabilities[0];
  if (entry === undefined || availability === undefined) throw new Error("the catalogue has no base plan");
  return { entry, availability, cents: availability.RetailCents ?? 0 };
};

/** A SIM and its plan line as the shop puts them in a cart; the plan line's price is whatever is given. */
export const simWithPlan = (
  world: World,
  planCents?: number,
  esim = false,
): ReadonlyArray<ServerCartItem> => {
  const { entry, availability } = basePlan(world);
  const ids = { ProductCatalogUUID: entry.UUID, ProductAvailabilityUUID: availability.UUID };
  return [
    {
      ItemUUID: esim ? ESIM_ITEM.UUID : PHYSICAL_SIM_ITEM.UUID,
      ...ids,
      Name: esim ? "eSIM" : "Physical SIM",
      Quantity: 1,
      PriceCents: 0,
      Type: "TYPE_PRODUCT",
      VirtualType: esim ? "VT_ESIM" : "VT_NONE",
      PhysicalType: "SIM",
      SelfManaged: true,
    },
    {
      ItemUUID: entry.UUID,
      ...ids,
      Name: availability.RetailName ?? entry.Name,
      Quantity: 1,
      PriceCents: planCents ?? availability.RetailCents ?? 0,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      PhysicalType: "MODEM",
    },
  ];
};

export const SHOP_ADDRESS = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["45 Cuba Street", "Te Aro"],
  Phone: "021 555 0199",
};
