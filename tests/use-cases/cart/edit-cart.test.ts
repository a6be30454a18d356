import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { chooseSimType, editCart, planLineId, type LocalCart } from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { StorageKeys } from "@waea/domain/ports";
import { withFakeApi, visitor, type Visitor } from "../support/fake-api";
import { phoneLine, shopPlan } from "./shop-fixtures";

const api = withFakeApi();

/** The anonymous cart as the operator has it: item id and quantity of each line. */
const serverLines = async (shopper: Visitor, cart: LocalCart) => {
  const token = Option.getOrUndefined(Effect.runSync(shopper.storage.get(StorageKeys.cartToken))) ?? "";
  const server = await shopper.run(Effect.flatMap(CartApi, (api) => api.getCart(cart.uuid ?? "", token)));
  return server.Items.map((line) => [line.ItemUUID, line.Quantity] as const);
};

describe("editCart (SHOP-02)", () => {
  it("adds, changes quantities and removes through the domain's rules, saving each change to the operator", async () => {
    const shopper = visitor(api());
    const plan = shopPlan(api());
    await shopper.run(chooseSimType({ simType: "e_sim", plan }));
    const phone = await phoneLine(shopper);
    await shopper.run(editCart({ _tag: "Add", item: phone }));
    const twice = await shopper.run(editCart({ _tag: "Add", item: phone }));
    expect(twice.items[phone.id]?.quantity).toBe(2);
    const three = await shopper.run(editCart({ _tag: "SetQuantity", id: phone.id, quantity: 3 }));
    expect(await serverLines(shopper, three)).toContainEqual([phone.product.item.ItemUUID, 3]);

    const zero = await shopper.run(editCart({ _tag: "SetQuantity", id: phone.id, quantity: 0 }));
    expect(zero.items[phone.id]).toBeUndefined();
    expect((await serverLines(shopper, zero)).map(([item]) => item)).not.toContain(
      phone.product.item.ItemUUID,
    );
  });

  it("removes a SIM with its plan, and sends nothing for an edit the rules refuse", async () => {
    const shopper = visitor(api());
    const plan = shopPlan(api());
    const chosen = await shopper.run(chooseSimType({ simType: "e_sim", plan }));
    const planId = planLineId({ ProductAvailabilityUUID: plan.ProductAvailabilityUUID ?? "" });
    const unchanged = await shopper.run(editCart({ _tag: "SetQuantity", id: planId, quantity: 4 }));
    expect(unchanged).toEqual(chosen);
    const esim = Object.values(chosen.items).find((line) => line.type === "esim");
    const emptied = await shopper.run(editCart({ _tag: "Remove", id: esim?.id ?? "" }));
    expect(Object.keys(emptied.items)).toEqual([]);
    expect(await serverLines(shopper, emptied)).toEqual([]);
  });
});
