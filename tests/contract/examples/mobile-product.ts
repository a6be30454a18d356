import type { ExampleContext } from "./example";

/** The signed-in customer's first mobile product as the fake API's world has it (ids and add-ons of the seed). */
export const mobileProduct = (context: ExampleContext, customerIndex = 0) => {
  const customer = context.customer(customerIndex);
  const product = Object.values(context.api.store.world.core.products).find(
    (item) => item.CustomerUUID === customer,
  );
  if (product === undefined) throw new Error(`no mobile product for customer ${customer}`);
  return { customer, product, ref: { CustomerUUID: customer, MobileUUID: product.UUID } };
};

/** The product's base plan and its other add-ons. */
export const addonsOf = (context: ExampleContext) => {
  const { product } = mobileProduct(context);
  const addons = product.Addons ?? [];
  return {
    base: addons.find((addon) => addon.IsBasePlan === true),
    extra: addons.find((addon) => addon.IsBasePlan !== true),
  };
};

/**
 * Runs `step` as if it happened `agoMillis` before the fake API's current instant, then puts the clock back: a port
 * requested "an hour ago" has moved on by now, and the clock the other examples see is unchanged.
 */
export const backdated = async <A>(
  context: ExampleContext,
  agoMillis: number,
  step: () => Promise<A>,
): Promise<A> => {
  const { NowMillis } = (await context.control("clock")) as { readonly NowMillis: number };
  await context.control("clock", { SetMillis: NowMillis - agoMillis });
  try {
    return await step();
  } finally {
    await context.control("clock", { SetMillis: NowMillis });
  }
};
