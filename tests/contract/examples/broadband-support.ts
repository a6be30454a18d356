import * as Effect from "effect/Effect";
import type { BroadbandLocation, BroadbandNetwork } from "@waea/domain/broadband";
import { modemSearchRequest } from "@waea/domain/broadband";
import type { CheckoutV2Payload } from "@waea/domain/checkout";
import type { ExampleContext } from "./example";
import { demoCustomer } from "./group-lookups";

export const FWA = "fwa@waea.test";
export const FIBRE = "fibre@waea.test";
/** The operator's engineer: the only login that writes the wholesale catalogue and fibre services. */
export const OPS = "ops@waea.test";

/** 12 Queen Street, Auckland: fibre and fixed wireless both available. */
export const queenStreet = async (context: ExampleContext): Promise<BroadbandLocation> => {
  const found = await Effect.runPromise(
    context.test.client.api.broadband.searchAddress({ query: { query: "12 Queen" } }),
  );
  const location = found.Addresses[0];
  if (location === undefined) throw new Error("the seeded Queen Street premises is missing");
  return location;
};

export const locationQuery = (location: BroadbandLocation) => ({
  SPID: 67,
  LocationProvider: location.LocationProvider,
  LocationProviderIDX: location.LocationProviderIDX,
});

/** A complete v2 order at Queen Street: a plan of the network (and for fixed wireless the first modem). */
export const broadbandOrder = async (
  context: ExampleContext,
  network: BroadbandNetwork,
): Promise<CheckoutV2Payload> => {
  const api = context.test.client.api;
  const location = await queenStreet(context);
  const query = locationQuery(location);
  const availability = await Effect.runPromise(
    network === "fwa"
      ? api.broadband.serviceAvailabilityFwa({ query })
      : api.broadband.serviceAvailabilityUfb({ query }),
  );
  const plans = await Effect.runPromise(
    api.broadband.plans({ query: { ...query, ProductType: network === "fwa" ? "FWA" : "UFB" } }),
  );
  const plan = plans.Plans[0];
  if (plan === undefined) throw new Error(`no ${network} plans at Queen Street`);
  const modems =
    network === "fwa"
      ? await Effect.runPromise(api.cart.searchItems({ body: modemSearchRequest() }))
      : undefined;
  const modem = modems?.ItemVariants[0];
  return {
    Address: {
      City: "Auckland",
      Country: "New Zealand",
      Postcode: "1010",
      Lines: ["12 Queen Street", "Auckland Central"],
      LocationProvider: location.LocationProvider,
      LocationProviderIDX: location.LocationProviderIDX,
      Phone: "021 555 0101",
    },
    CustomerUUID: context.customer(),
    Items: [
      {
        ItemUUID: plan.ProductCatalogUUID,
        ProductAvailabilityUUID: plan.ID,
        SPID: 67,
        Type: "TYPE_VIRTUAL",
        VirtualType: "VT_PLAN",
      },
      ...(modem === undefined
        ? []
        : [
            {
              ItemUUID: modem.ItemUUID,
              SPID: 67,
              Type: "TYPE_PRODUCT" as const,
              VirtualType: "VT_NONE" as const,
            },
          ]),
    ],
    SPID: 67,
    ExternalReference: {
      OrderType: "NEW",
      ServiceType: "Unmanaged",
      ServiceAvailabilityUUID: availability.UUID,
      SiteContactName: "Site Contact",
      SiteContactPhone: "021 555 0101",
      LocationProvider: location.LocationProvider,
    },
  };
};

/** The seeded fixed wireless order of fwa@waea.test (its number). */
export const fwaOrderNumber = async (context: ExampleContext): Promise<string> => {
  const list = await Effect.runPromise(
    context.test.client.api.checkout.orders({ params: { uuid: context.customer() } }),
  );
  return list.Orders[0]?.Number ?? "";
};

/** fibre@waea.test's completed fibre order (it made the fibre product), as fibre@ or the operator reads it. */
export const completedFibreOrder = async (context: ExampleContext): Promise<string> => {
  const page = await Effect.runPromise(
    context.test.client.api.broadband.fibreListUfbOrder({
      query: { SPID: 67, UUID: demoCustomer(context, "fibre"), PageNumber: 1, PageItemCount: 10 },
    }),
  );
  return page.Items.find((order) => order.Status === "COMPLETED")?.UUID ?? "";
};

/** fibre@waea.test's fibre product, as fibre@ or the operator reads it. */
export const fibreProduct = async (context: ExampleContext) => {
  const page = await Effect.runPromise(
    context.test.client.api.broadband.fibreListUfb({
      query: { SPID: 67, UUID: demoCustomer(context, "fibre"), PageNumber: 1, PageItemCount: 10 },
    }),
  );
  const product = page.Items[0];
  if (product === undefined) throw new Error("fibre@waea.test has no fibre product");
  return product;
};

/** fwa@waea.test's fixed wireless product. */
export const fwaProduct = async (context: ExampleContext): Promise<string> => {
  const reply = await Effect.runPromise(
    context.test.client.api.broadband.fwaProducts({ params: { customerUuid: context.customer() } }),
  );
  return reply.Products[0]?.UUID ?? "";
};
