import * as Effect from "effect/Effect";
import type { portingCalls } from "@waea/adapters/http/contract";
import type { Examples, ExampleContext } from "./example";
import { backdated, mobileProduct } from "./mobile-product";

const PREPAY = "prepay@waea.test";
const MINUTE = 60_000;
/** The number the losing carrier rejects once (world/porting.ts REJECTED_ONCE_NUMBER). */
const REJECTED_ONCE = "+64 22 555 0100";

const transferFrom = {
  Provider: "One NZ",
  AccountHolderName: "Aroha Ngata",
  AccountNumber: "123456789",
  ConnectionID: "CID12345678",
};

/** Requests a port-in to prepay@'s product `agoMillis` ago; the clock the other examples see is unchanged. */
const requestedAgo = (context: ExampleContext, msisdn: string, agoMillis: number) =>
  backdated(context, agoMillis, () =>
    Effect.runPromise(
      context.test.client.api.porting.request({
        body: { ...mobileProduct(context).ref, MSISDN: msisdn, Transfer: true, TransferFrom: transferFrom },
      }),
    ),
  );

/** Number porting as prepay@waea.test, whose product has no port yet (porting@'s is at NETWORK_PROVISIONING). */
export const portingExamples: Examples<typeof portingCalls> = {
  "porting.request": {
    as: PREPAY,
    input: (context) => ({
      body: {
        ...mobileProduct(context).ref,
        MSISDN: "+64 21 555 0123",
        Transfer: true,
        TransferFrom: transferFrom,
      },
    }),
  },
  "porting.retry": {
    as: PREPAY,
    input: async (context) => {
      // Rejected by the losing carrier when it left PORT_REQUESTED (after 10 minutes).
      await requestedAgo(context, REJECTED_ONCE, 11 * MINUTE);
      return { body: { ...mobileProduct(context).ref, TransferFrom: transferFrom } };
    },
  },
  "porting.cancel": {
    as: PREPAY,
    input: async (context) => {
      await requestedAgo(context, "0275550123", 0);
      const { customer, product } = mobileProduct(context);
      return { params: { id: customer }, body: { MobileUUID: product.UUID } };
    },
  },
  "porting.action": {
    as: PREPAY,
    input: async (context) => {
      // Requested, validated and approved: waiting between carriers after an hour.
      await requestedAgo(context, "0215550124", 61 * MINUTE);
      const { customer, product } = mobileProduct(context);
      return {
        params: { id: customer },
        body: { MobileUUID: product.UUID, CustomerUUID: customer, action: "CONFIRM" },
      };
    },
  },
  "porting.status": {
    as: "porting@waea.test",
    input: (context) => {
      const { customer, product } = mobileProduct(context);
      return { params: { id: customer, mobile: product.UUID } };
    },
  },
  "porting.lookup": { as: "porting@waea.test", input: () => ({ params: { number: "+64 21 555 0123" } }) },
};
