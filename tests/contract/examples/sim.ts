import * as Effect from "effect/Effect";
import type { simCalls } from "@waea/adapters/http/contract";
import { DEFAULT_SIM_SETTINGS } from "@waea/domain/sim";
import { DEMO_PASSWORD } from "@waea/fake-api/server";
import type { Examples, ExampleContext } from "./example";
import { mobileProduct } from "./mobile-product";

const PREPAY = "prepay@waea.test";

/** The product as the SIM calls name it. */
const service = (context: ExampleContext) => {
  const { customer, product } = mobileProduct(context);
  return { CustomerUUID: customer, ProductInstanceUUID: product.UUID, Type: "mobile" as const };
};

const firstFreeNumber = async (context: ExampleContext): Promise<string> => {
  const page = await Effect.runPromise(
    context.test.client.api.sim.searchMsisdn({
      body: { ...mobileProduct(context).ref, Page: 1, Amount: 15 },
    }),
  );
  return page.MSISDNs[0] ?? "";
};

/** SIM settings, roaming, the sensitive actions (with the demo password) and the rest, as prepay@waea.test. */
export const simExamples: Examples<typeof simCalls> = {
  "sim.getDailyRoaming": {
    as: PREPAY,
    input: (context) => {
      const { customer, product } = mobileProduct(context);
      return { params: { account: customer, product: product.UUID } };
    },
  },
  "sim.setDailyRoaming": {
    as: PREPAY,
    input: (context) => ({ body: { ...mobileProduct(context).ref, AutoActive: true } }),
  },
  "sim.getSettings": { as: PREPAY, input: (context) => ({ query: mobileProduct(context).ref }) },
  "sim.putSettings": {
    as: PREPAY,
    input: (context) => ({ body: { ...mobileProduct(context).ref, Settings: DEFAULT_SIM_SETTINGS } }),
  },
  "sim.enable": {
    as: PREPAY,
    input: async (context) => {
      const body = { ...service(context), Password: DEMO_PASSWORD };
      await Effect.runPromise(context.test.client.api.sim.disable({ body }));
      return { body };
    },
  },
  "sim.disable": {
    as: PREPAY,
    input: (context) => ({ body: { ...service(context), Password: DEMO_PASSWORD } }),
  },
  "sim.swap": {
    as: PREPAY,
    input: (context) => ({
      body: { ...service(context), SIMID: "8964021234567890123", Password: DEMO_PASSWORD },
    }),
  },
  "sim.status": {
    as: PREPAY,
    input: (context) => {
      const { CustomerUUID, ProductInstanceUUID } = service(context);
      return { body: { CustomerUUID, ProductInstanceUUID } };
    },
  },
  "sim.searchMsisdn": {
    as: PREPAY,
    input: (context) => ({ body: { ...mobileProduct(context).ref, Page: 1, Amount: 15 } }),
  },
  "sim.changeMsisdn": {
    as: PREPAY,
    input: async (context) => ({
      body: {
        ...mobileProduct(context).ref,
        MSISDN: await firstFreeNumber(context),
        Password: DEMO_PASSWORD,
      },
    }),
  },
  "sim.transferProductType": {
    as: PREPAY,
    input: (context) => {
      const { CustomerUUID, ProductInstanceUUID } = service(context);
      return { params: { dry: false }, body: { CustomerUUID, ProductInstanceUUID, Type: "postpay" } };
    },
  },
  "sim.metadata": {
    as: PREPAY,
    input: (context) => ({ params: { product: mobileProduct(context).product.UUID } }),
  },
  "sim.sendAuthCode": {
    as: PREPAY,
    input: (context) => {
      const { CustomerUUID, ProductInstanceUUID } = service(context);
      return { body: { CustomerUUID, ProductInstanceUUID } };
    },
  },
};
