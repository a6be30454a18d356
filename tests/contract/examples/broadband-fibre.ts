import * as Effect from "effect/Effect";
import type { broadbandCalls } from "@waea/adapters/http/contract";
import type { ExampleContext, Examples } from "./example";
import {
  FIBRE,
  OPS,
  completedFibreOrder,
  fibreProduct,
  locationQuery,
  queenStreet,
} from "./broadband-support";

type Calls = typeof broadbandCalls;
type FibreId = Extract<
  keyof Calls,
  | `broadband.fibre${string}`
  | "broadband.ufbOrderBook"
  | "broadband.ufbOrderAvailableTimes"
  | "broadband.ufbPlanSearch"
  | "broadband.ufbUsage"
  | "broadband.ufbSecurity"
  | "broadband.setUfbSecurity"
>;

const page = (context: ExampleContext) => ({
  query: { SPID: 67, UUID: context.customer(), PageNumber: 1, PageItemCount: 10 },
});

/** The first wholesale product (Chorus, by name). */
const lfcProduct = async (context: ExampleContext) => {
  const list = await Effect.runPromise(
    context.test.client.api.broadband.fibreListLfcProduct({
      query: { SPID: 67, PageNumber: 1, PageItemCount: 1 },
    }),
  );
  const product = list.Items[0];
  if (product === undefined) throw new Error("no wholesale fibre products");
  return product;
};

const fibreOrder = async (context: ExampleContext) => {
  const uuid = await completedFibreOrder(context);
  return Effect.runPromise(context.test.client.api.broadband.fibreGetUfbOrder({ params: { uuid } }));
};

const byUuid = async (context: ExampleContext, what: "lfc" | "order" | "product") => ({
  params: {
    uuid:
      what === "lfc"
        ? (await lfcProduct(context)).UUID
        : what === "order"
          ? await completedFibreOrder(context)
          : (await fibreProduct(context)).UUID,
  },
});

/**
 * The fibre lifecycle service as fibre@waea.test (a completed order, an earlier failed one, an active product), and
 * as ops@waea.test for the writes only the operator makes (the wholesale catalogue, fibre services, purges).
 */
export const fibreExamples: Pick<Examples<Calls>, FibreId> = {
  "broadband.fibreCreateLfcProduct": {
    as: OPS,
    input: () => ({
      body: {
        SPID: 67,
        Name: "Chorus Home Fibre 2000/2000",
        LFC: "Chorus",
        DownloadMbps: 2000,
        UploadMbps: 2000,
        WholesaleCents: 7400,
      },
    }),
  },
  "broadband.fibreCreateUfbOrder": {
    as: FIBRE,
    input: async (context) => {
      const plans = await Effect.runPromise(
        context.test.client.api.broadband.ufbPlanSearch({ body: { SPID: 67 } }),
      );
      const location = locationQuery(await queenStreet(context));
      return {
        body: {
          SPID: 67,
          CustomerUUID: context.customer(),
          UFBPlanUUID: plans.UFBPlans[0]?.UUID ?? "",
          LocationProvider: location.LocationProvider,
          LocationProviderIDX: location.LocationProviderIDX,
          OrderType: "NEW",
          Status: "PROCESSING",
        },
      };
    },
  },
  "broadband.fibreListLfcProduct": {
    input: () => ({ query: { SPID: 67, PageNumber: 1, PageItemCount: 5 } }),
  },
  "broadband.fibreListUfbOrder": { as: FIBRE, input: page },
  "broadband.fibreListUfb": { as: FIBRE, input: page },
  "broadband.fibreGetLfcProduct": { input: (context) => byUuid(context, "lfc") },
  "broadband.fibreGetUfbOrder": { as: FIBRE, input: (context) => byUuid(context, "order") },
  "broadband.fibreGetUfb": { as: FIBRE, input: (context) => byUuid(context, "product") },
  "broadband.fibreUpdateLfcProduct": {
    as: OPS,
    input: async (context) => {
      const product = await lfcProduct(context);
      return {
        params: { uuid: product.UUID },
        body: { ...product, WholesaleCents: product.WholesaleCents + 100 },
      };
    },
  },
  "broadband.fibreUpdateUfbOrder": {
    as: FIBRE,
    input: async (context) => {
      const order = await fibreOrder(context);
      return { params: { uuid: order.UUID }, body: { ...order, RSFDate: "2026-12-01" } };
    },
  },
  "broadband.fibreUpdateUfb": {
    as: OPS,
    input: async (context) => {
      const product = await fibreProduct(context);
      return { params: { uuid: product.UUID }, body: { ...product, ServiceID: "ONT000000001" } };
    },
  },
  "broadband.fibreDeleteLfcProduct": { as: OPS, input: (context) => byUuid(context, "lfc") },
  "broadband.fibreDeleteUfbOrder": { as: FIBRE, input: (context) => byUuid(context, "order") },
  "broadband.fibreDeleteUfb": { as: OPS, input: (context) => byUuid(context, "product") },
  "broadband.fibrePurgeLfcProduct": { as: OPS, input: (context) => byUuid(context, "lfc") },
  "broadband.fibrePurgeUfbOrder": { as: OPS, input: (context) => byUuid(context, "order") },
  "broadband.fibrePurgeUfb": { as: OPS, input: (context) => byUuid(context, "product") },
  "broadband.fibreNotesUfbOrder": { as: FIBRE, input: (context) => byUuid(context, "order") },
  "broadband.fibreNotesUfb": { as: FIBRE, input: (context) => byUuid(context, "product") },
  "broadband.fibreAddNoteUfbOrder": {
    as: FIBRE,
    input: async (context) => ({
      ...(await byUuid(context, "order")),
      body: { Note: "Customer asked for a morning" },
    }),
  },
  "broadband.fibreAddNoteUfb": {
    as: OPS,
    input: async (context) => ({ ...(await byUuid(context, "product")), body: { Note: "ONT replaced" } }),
  },
  "broadband.ufbOrderBook": {
    as: FIBRE,
    input: async (context) => {
      const uuid = await completedFibreOrder(context);
      const times = await Effect.runPromise(
        context.test.client.api.broadband.ufbOrderAvailableTimes({
          params: { uuid },
          body: { Mode: "INSTALL" },
        }),
      );
      const slot = times.AvailableTimeSlots[0];
      return {
        params: { uuid },
        body: {
          SPID: 67,
          OrderUUID: uuid,
          CustomerUUID: context.customer(),
          Mode: "INSTALL",
          Start: slot?.Start ?? "",
          End: slot?.End ?? "",
        },
      };
    },
  },
  "broadband.ufbOrderAvailableTimes": {
    as: FIBRE,
    input: async (context) => ({ ...(await byUuid(context, "order")), body: { Mode: "INSTALL" } }),
  },
  "broadband.ufbPlanSearch": {
    input: async (context) => ({ body: locationQuery(await queenStreet(context)) }),
  },
  "broadband.ufbUsage": { as: FIBRE, input: (context) => byUuid(context, "product") },
  "broadband.ufbSecurity": { as: FIBRE, input: (context) => byUuid(context, "product") },
  "broadband.setUfbSecurity": {
    as: FIBRE,
    input: async (context) => ({
      ...(await byUuid(context, "product")),
      body: { ThreatProtection: true, FamilyFilter: true },
    }),
  },
};
