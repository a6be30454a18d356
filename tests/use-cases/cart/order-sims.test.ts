import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { chooseSimType, orderMultipleSims, saveCart, storeLocalCart } from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { withFakeApi, visitor } from "../support/fake-api";
import { requestLog } from "../sim/request-log";
import { phoneLine, shopPlan, signInHere } from "./shop-fixtures";

const api = withFakeApi();

describe("saveCart (SHOP-02, SHOP-03)", () => {
  it("saves the local cart to the operator, keeps its lines and takes the server cart's id and number", async () => {
    const shopper = visitor(api());
    const phone = await phoneLine(shopper);
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    const cart = await shopper.run(saveCart({ items: { [phone.id]: phone } }, { customerUUID }));
    expect(cart).toMatchObject({
      items: { [phone.id]: phone },
      uuid: expect.any(String),
      number: expect.any(String),
    });
    const server = await shopper.run(Effect.flatMap(CartApi, (api) => api.getCustomerCart(customerUUID)));
    expect(server).toMatchObject({ UUID: cart.uuid, AmountCents: phone.price });
  });
});

describe("orderMultipleSims (SHOP-04)", () => {
  it("orders several SIMs with their plans in place of the earlier SIM lines; phones stay", async () => {
    const shopper = visitor(api());
    const plan = shopPlan(api());
    const phone = await phoneLine(shopper);
    await shopper.run(storeLocalCart({ items: { [phone.id]: phone } }));
    await shopper.run(chooseSimType({ simType: "e_sim", plan }));
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    const cart = await shopper.run(
      orderMultipleSims({
        lines: [
          { simType: "real_sim", plan, selfManaged: true },
          { simType: "e_sim", plan, selfManaged: false, requestedForName: "Aroha" },
        ],
        customerUUID,
      }),
    );
    const kinds = Object.values(cart.items)
      .map((line) => line.type)
      .sort();
    expect(kinds).toEqual(["esim", "mobile", "plan", "plan", "sim"]);
    const server = await shopper.run(Effect.flatMap(CartApi, (api) => api.getCustomerCart(customerUUID)));
    expect(server.UUID).toBe(cart.uuid);
    expect(server.Items).toHaveLength(5);
    expect(server.Items.filter((line) => line.Attributes?.CustomerCreation === "BrandNewCustomer")).toEqual([
      expect.objectContaining({ Attributes: expect.objectContaining({ RequestedForName: "Aroha" }) }),
    ]);
  });

  it("refuses an order with a SIM without a plan, or more than 5 SIMs, without a call", async () => {
    const log = requestLog(api());
    const shopper = visitor(log.api);
    expect(
      await shopper.attempt(orderMultipleSims({ lines: [{ simType: "e_sim", selfManaged: true }] })),
    ).toMatchObject({
      left: { _tag: "CartRefused", message: { key: "cart.sim_plan_not_specified", params: { n: 1 } } },
    });
    const six = Array.from({ length: 6 }, () => ({
      simType: "e_sim",
      plan: shopPlan(api()),
      selfManaged: true,
    }));
    expect(await shopper.attempt(orderMultipleSims({ lines: six }))).toMatchObject({
      left: { _tag: "CartRefused", message: { key: "cart.too_many_sims" } },
    });
    expect(log.requests()).toEqual([]);
  });
});
