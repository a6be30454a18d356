import { describe, expect, it } from "vitest";
import { addSimType, emptyCart, simLine, storeLocalCart, type PlanChoice } from "@waea/domain/cart";
import { productionFlags } from "@waea/domain/config";
import { checkoutCart, type CheckoutCartInput } from "@waea/domain/checkout";
import { withFakeApi, visitor } from "../support/fake-api";
import { shopPlan, signInHere } from "../cart/shop-fixtures";
import { address } from "./checkout-fixtures";

const api = withFakeApi();

/** A signed-in shopper whose browser holds a local cart as given (never merged with the operator's prices). */
const shopperWith = async (plan: PlanChoice, withPlanLine = true) => {
  const shopper = visitor(api());
  const customerUUID = await signInHere(shopper, "prepay@waea.test");
  const full = {
    ProductCatalogUUID: plan.ProductCatalogUUID ?? "",
    ProductAvailabilityUUID: plan.ProductAvailabilityUUID ?? "",
    Name: plan.Name ?? "",
    PriceCents: plan.PriceCents ?? 0,
  };
  const cart = withPlanLine
    ? addSimType(emptyCart, "e_sim", full)
    : { items: { sim: simLine("e_sim", full) } };
  await shopper.run(storeLocalCart(cart));
  const input: CheckoutCartInput = {
    address,
    customerUUID,
    method: "card",
    flags: { ...productionFlags, checkoutPaymentConfirmation: false },
    origin: "https://waea.nz",
  };
  return { shopper, input };
};

const orderOf = (number: string) => api().store.world.checkout.orders[number];

describe("the operator prices the order, not the browser (SHOP-05, issue #11)", () => {
  it("SHOP-05: a plan line that says $0.00 or $0.01 is ordered and charged at the catalogue's price", async () => {
    const plan = shopPlan(api());
    const cents = plan.PriceCents ?? 0;
    expect(cents).toBeGreaterThan(1);
    for (const sent of [0, 1]) {
      const { shopper, input } = await shopperWith({ ...plan, PriceCents: sent });
      const result = await shopper.run(checkoutCart(input));
      const number = result._tag === "Completed" ? result.purchase.summary.number : "";
      const secret = result._tag === "Completed" ? (result.purchase.clientSecret ?? "") : "";
      expect(orderOf(number)?.AmountCents).toBe(cents);
      expect(api().store.world.checkout.intents[secret]?.AmountCents).toBe(cents);
    }
  });

  it("SHOP-05: a plan the operator does not sell is refused with 422; nothing is ordered", async () => {
    const before = Object.keys(api().store.world.checkout.orders).length;
    const madeUp: PlanChoice = {
      ProductCatalogUUID: "plan-made-up-unlimited",
      ProductAvailabilityUUID: "plan-made-up-unlimited",
      Name: "Unlimited everything",
      PriceCents: 0,
    };
    const { shopper, input } = await shopperWith(madeUp);
    expect(await shopper.attempt(checkoutCart(input))).toMatchObject({
      left: {
        _tag: "ApiFailure",
        status: 422,
        message: expect.stringContaining("plan-made-up-unlimited is not in the shop's catalogue"),
      },
    });
    expect(Object.keys(api().store.world.checkout.orders)).toHaveLength(before);
  });

  it("SHOP-04: a SIM without a plan line is refused as the domain refuses it ('SIM 1 plan is not specified')", async () => {
    const { shopper, input } = await shopperWith(shopPlan(api()), false);
    expect(await shopper.attempt(checkoutCart(input))).toMatchObject({
      left: { _tag: "ApiFailure", status: 422, message: "SIM 1 plan is not specified" },
    });
  });
});
