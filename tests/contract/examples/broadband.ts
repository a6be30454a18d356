import * as Effect from "effect/Effect";
import type { broadbandCalls } from "@waea/adapters/http/contract";
import type { BroadbandNetwork, TimeSlotsQuery } from "@waea/domain/broadband";
import type { ExampleContext, Examples } from "./example";
import { fibreExamples } from "./broadband-fibre";
import {
  FIBRE,
  FWA,
  broadbandOrder,
  completedFibreOrder,
  fibreProduct,
  fwaOrderNumber,
  fwaProduct,
  locationQuery,
  queenStreet,
} from "./broadband-support";

/** The visit query of the seeded order of each demo login (both were ordered where no scoping was needed). */
const visitQuery = async (context: ExampleContext, network: BroadbandNetwork): Promise<TimeSlotsQuery> => ({
  OrderUUID: network === "fwa" ? await fwaOrderNumber(context) : await completedFibreOrder(context),
  CustomerUUID: context.customer(),
  Mode: "INSTALL",
});

const slotsInput = async (context: ExampleContext, network: BroadbandNetwork) => {
  const query = await visitQuery(context, network);
  return { params: { orderUuid: query.OrderUUID }, query };
};

/** The first window offered, booked. */
const bookInput = async (context: ExampleContext, network: BroadbandNetwork) => {
  const { params, query } = await slotsInput(context, network);
  const api = context.test.client.api.broadband;
  const slots = await Effect.runPromise(
    network === "fwa" ? api.timeSlotsFwa({ params, query }) : api.timeSlotsUfb({ params, query }),
  );
  const slot = slots.AvailableTimeSlots[0];
  if (slot === undefined) throw new Error("no visit windows offered");
  return {
    params: { uuid: query.OrderUUID },
    body: { ...query, SPID: 67, Start: slot.Start, End: slot.End },
  };
};

/** A fibre plan other than the fibre product's own. */
const otherFibrePlan = async (context: ExampleContext, current: string | undefined): Promise<string> => {
  const plans = await Effect.runPromise(
    context.test.client.api.broadband.ufbPlans({ query: locationQuery(await queenStreet(context)) }),
  );
  return plans.Plans.find((plan) => plan.ID !== current)?.ID ?? "";
};

/** Address lookups are public; products and orders as fwa@waea.test and fibre@waea.test. */
export const broadbandExamples: Examples<typeof broadbandCalls> = {
  "broadband.searchAddress": { input: () => ({ query: { query: "Queen Street" } }) },
  "broadband.plans": {
    input: async (context) => {
      const location = await queenStreet(context);
      return {
        query: {
          LocationProvider: location.LocationProvider,
          LocationProviderIDX: location.LocationProviderIDX,
          ProductType: "FWA",
        },
      };
    },
  },
  "broadband.networkSearchAddressFwa": { input: () => ({ query: { query: "Napier" } }) },
  "broadband.networkSearchAddressUfb": { input: () => ({ query: { query: "Dunedin" } }) },
  "broadband.serviceAvailabilityFwa": {
    input: async (context) => ({ query: locationQuery(await queenStreet(context)) }),
  },
  "broadband.serviceAvailabilityUfb": {
    input: async (context) => ({ query: locationQuery(await queenStreet(context)) }),
  },
  "broadband.changePlanFwa": {
    as: FWA,
    input: async (context) => {
      const product = await fwaProduct(context);
      const options = await Effect.runPromise(
        context.test.client.api.broadband.fwaCustomerPlans({
          params: { customerUuid: context.customer(), productUuid: product },
        }),
      );
      return {
        body: {
          UUID: product,
          ProductAvailabilityUUID: options.BroadbandPlans?.Plans?.[0]?.ID ?? "",
          CustomerUUID: context.customer(),
        },
      };
    },
  },
  "broadband.changePlanUfb": {
    as: FIBRE,
    input: async (context) => {
      const product = await fibreProduct(context);
      return {
        body: {
          UUID: product.UUID,
          ProductAvailabilityUUID: await otherFibrePlan(context, product.UFBPlanUUID),
          CustomerUUID: context.customer(),
        },
      };
    },
  },
  "broadband.timeSlotsFwa": { as: FWA, input: (context) => slotsInput(context, "fwa") },
  "broadband.timeSlotsUfb": { as: FIBRE, input: (context) => slotsInput(context, "ufb") },
  "broadband.bookFwa": { as: FWA, input: (context) => bookInput(context, "fwa") },
  "broadband.bookUfb": { as: FIBRE, input: (context) => bookInput(context, "ufb") },
  "broadband.fwaCustomerPlans": {
    as: FWA,
    input: async (context) => ({
      params: { customerUuid: context.customer(), productUuid: await fwaProduct(context) },
    }),
  },
  "broadband.fwaProducts": {
    as: FWA,
    input: (context) => ({ params: { customerUuid: context.customer() } }),
  },
  "broadband.ufbPlans": { input: async (context) => ({ query: locationQuery(await queenStreet(context)) }) },
  "broadband.ufbCart": {
    as: FIBRE,
    input: async (context) => ({ body: await broadbandOrder(context, "ufb") }),
  },
  "broadband.ufbCheckout": {
    as: FIBRE,
    input: async (context) => ({ body: await broadbandOrder(context, "ufb") }),
  },
  ...fibreExamples,
};
