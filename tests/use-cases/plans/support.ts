// Helpers of the plans use-case tests: a customer's product as the operator lists it, the offered plans by name,
// and what a refusal says.
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { MobileProduct } from "@waea/domain/account";
import { AccountProductsApi } from "@waea/domain/checks/api";
import { productionSettings } from "@waea/domain/config";
import { currentBasePlan, loadPlans, type ChangePlanInput } from "@waea/domain/plans";
import type { Customer } from "../support/fake-api";

/** The customer's first mobile product, as the operator lists it now. */
export const productOf = async (customer: Customer): Promise<MobileProduct> => {
  const reply = await customer.run(
    Effect.flatMap(AccountProductsApi, (products) => products.mobileProducts(customer.customer)),
  );
  const [product] = reply.MobileProducts;
  if (product === undefined) throw new Error(`${customer.customer} has no mobile product`);
  return product;
};

/** The name of the plan the product is on now. */
export const currentPlanName = async (customer: Customer): Promise<string | undefined> =>
  currentBasePlan((await productOf(customer)).Addons)?.Name;

/** The availability of a prepay plan the customer is offered, by the name it is sold under. */
export const prepayPlan = async (customer: Customer, name: string): Promise<string> => {
  const plans = await customer.run(loadPlans("prepay"));
  const availability = plans.find((plan) => plan.Name === name)?.Availabilities[0]?.UUID;
  if (availability === undefined) throw new Error(`no prepay plan ${name}`);
  return availability;
};

/** A change of the customer's product to a plan, now, with the production settings. */
export const changeTo = async (
  customer: Customer,
  name: string,
  over: Partial<ChangePlanInput> = {},
): Promise<ChangePlanInput> => ({
  customerUUID: customer.customer,
  product: await productOf(customer),
  newAvailabilityUUID: await prepayPlan(customer, name),
  timing: "now",
  lastChangeAtMillis: undefined,
  settings: productionSettings,
  ...over,
});

/** What a refusal says: a PlansRefused key, else the error's tag; undefined for a success. */
export const refusal = (outcome: Either.Either<unknown, unknown>): string | undefined => {
  if (Either.isRight(outcome)) return undefined;
  const error = outcome.left as { readonly _tag: string; readonly key?: string };
  return error._tag === "PlansRefused" ? error.key : error._tag;
};
