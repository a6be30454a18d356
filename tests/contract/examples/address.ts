import type { addressCalls } from "@waea/adapters/http/contract";
import type { AddressWrite } from "@waea/domain/profile";
import type { Examples, ExampleContext } from "./example";

const PREPAY = "prepay@waea.test";

/** prepay@waea.test's seeded delivery addresses (two, the first the default). */
const addressOf = (context: ExampleContext, index: number): string =>
  context.api.store.world.profile.addresses[context.customer()]?.[index]?.UUID ?? "";

const firstLocation = (context: ExampleContext) => {
  const location = context.api.store.world.profile.locations[0];
  return { provider: location?.LocationProvider ?? "", idx: location?.LocationProviderIDX ?? "" };
};

const queenStreet = (rank: number): AddressWrite => ({
  AddressType: "DELIVERY",
  Rank: rank,
  UnitType: "Flat",
  UnitTypeExtra: "2",
  Number: "12",
  StreetName: "Queen",
  StreetType: "Street",
  Suburb: "Auckland Central",
  City: "Auckland",
  PostCode: "1010",
  Country: "New Zealand",
});

/** Delivery addresses and location lookups as prepay@waea.test. */
export const addressExamples: Examples<typeof addressCalls> = {
  "address.listAddresses": { as: PREPAY, input: ({ customer }) => ({ params: { id: customer() } }) },
  "address.createAddress": {
    as: PREPAY,
    input: ({ customer }) => ({ params: { id: customer() }, body: queenStreet(1) }),
  },
  "address.updateAddress": {
    as: PREPAY,
    input: (context) => ({
      params: { id: context.customer(), addressUuid: addressOf(context, 1) },
      body: queenStreet(1),
    }),
  },
  "address.deleteAddress": {
    as: PREPAY,
    input: (context) => ({ params: { id: context.customer(), addressUuid: addressOf(context, 0) } }),
  },
  "address.searchLocations": { as: PREPAY, input: () => ({ query: { query: "queen street auckland" } }) },
  "address.location": { as: PREPAY, input: (context) => ({ params: firstLocation(context) }) },
  "address.serviceAvailability": {
    as: PREPAY,
    input: (context) => {
      const { provider, idx } = firstLocation(context);
      return { query: { LocationProvider: provider, LocationProviderIDX: idx } };
    },
  },
};
