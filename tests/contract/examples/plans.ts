import * as Effect from "effect/Effect";
import type { plansCalls } from "@waea/adapters/http/contract";
import type { Examples, ExampleContext } from "./example";
import { addonsOf, mobileProduct } from "./mobile-product";

const PREPAY = "prepay@waea.test";

/** The availability of a prepay plan other than the one the product is on ("Kōrero 2GB"). */
const otherPrepayPlan = async (context: ExampleContext): Promise<string> => {
  const list = await Effect.runPromise(context.test.client.api.plans.prepayMobilePlans());
  const plan = list.PrepayAddons.find((entry) => entry.Name === "Kōrero 2GB");
  return plan?.Availabilities[0]?.UUID ?? "";
};

const change = async (context: ExampleContext, changeNow: boolean) => {
  const { ref } = mobileProduct(context);
  return {
    ...ref,
    NewAddonAutoRenew: true,
    ChangeNow: changeNow,
    NewAddonAvailabilityUUID: await otherPrepayPlan(context),
    OldAddonUUID: addonsOf(context).base?.UUID ?? "",
  };
};

/** Plan lists (public), the catalog, plan change and auto renew as prepay@waea.test (a base plan and Data 5GB). */
export const plansExamples: Examples<typeof plansCalls> = {
  "plans.postpayMobilePlans": { input: () => ({}) },
  "plans.prepayMobilePlans": { input: () => ({}) },
  "plans.catalogEntries": {
    as: PREPAY,
    input: (context) => ({
      body: {
        ProductTypeList: ["prepaymobileAddon", "mobileAddon"],
        SearchOptions: { PageSize: 1000 },
        CustomerInfo: { ID: context.customer() },
        ProductInfo: { ID: mobileProduct(context).product.UUID },
      },
    }),
  },
  "plans.changePlan": { as: PREPAY, input: async (context) => ({ body: await change(context, true) }) },
  "plans.scheduledPlanChange": { as: PREPAY, input: (context) => ({ query: mobileProduct(context).ref }) },
  "plans.cancelPlanChange": {
    as: PREPAY,
    input: async (context) => {
      const body = await change(context, false);
      await Effect.runPromise(
        context.test.client.api.plans.changePlan({ body, idempotencyKey: "contract-scheduled-change" }),
      );
      return { body: mobileProduct(context).ref };
    },
  },
  "plans.changeAddonAutoRenew": {
    as: PREPAY,
    input: (context) => ({
      body: {
        ...mobileProduct(context).ref,
        MobileAddonUUID: addonsOf(context).extra?.UUID ?? "",
        AutoRenew: true,
      },
    }),
  },
};
