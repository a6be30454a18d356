import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { gstPartCents, type ServerCartItem } from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { signedIn, useFakeApi, visitor } from "../support/fake-api";
import { shopPlan } from "./shop-fixtures";

const api = useFakeApi();

/** The cart port as the shells have it: the operator's carts over HTTP. */
const carts = <A, E>(use: (cart: Effect.Effect.Success<typeof CartApi>) => Effect.Effect<A, E>) =>
  Effect.flatMap(CartApi, use);

describe("the operator's server cart (SHOP-03)", () => {
  it("makes a cart with its id, number, line ids and totals with GST, and replaces its lines in place", async () => {
    const shopper = visitor(api());
    const plan = shopPlan(api());
    const line: ServerCartItem = {
      ItemUUID: plan.ProductCatalogUUID ?? "",
      ProductCatalogUUID: plan.ProductCatalogUUID,
      ProductAvailabilityUUID: plan.ProductAvailabilityUUID,
      Quantity: 2,
      PriceCents: 2300,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      PhysicalType: "MODEM",
    };
    const created = await shopper.run(carts((cart) => cart.saveCart({ Items: [line], SPID: 67 })));
    expect(created).toMatchObject({ AmountCents: 4600, AmountTaxCents: gstPartCents(4600), State: "CART" });
    expect(created.Items[0]?.UUID).toEqual(expect.any(String));
    expect(created.CustomerUUID).toBeUndefined();
    const prepay = await signedIn(api(), "prepay@waea.test");
    const updated = await shopper.run(
      carts((cart) =>
        cart.saveCart({ Items: [], SPID: 67, UUID: created.UUID, CustomerUUID: prepay.customer }, "v3"),
      ),
    );
    expect(updated).toMatchObject({
      UUID: created.UUID,
      Number: created.Number,
      CustomerUUID: prepay.customer,
      AmountCents: 0,
      AmountTaxCents: 0,
    });
    expect(await shopper.run(carts((cart) => cart.getCart(created.UUID, "v1")))).toMatchObject({
      CustomerUUID: prepay.customer,
    });
    expect((await prepay.run(carts((cart) => cart.getCustomerCart(prepay.customer)))).UUID).toBe(
      created.UUID,
    );
  });

  it("answers 'No data' for a cart it does not know, and for a customer without an open cart", async () => {
    const shopper = visitor(api());
    const noData = { left: { _tag: "ApiFailure", status: 404, message: "No data" } };
    expect(await shopper.attempt(carts((cart) => cart.getCart("no-such-cart")))).toMatchObject(noData);
    expect(
      await shopper.attempt(carts((cart) => cart.saveCart({ Items: [], SPID: 67, UUID: "no-such-cart" }))),
    ).toMatchObject(noData);
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(await postpay.attempt(carts((cart) => cart.getCustomerCart(postpay.customer)))).toMatchObject(
      noData,
    );
  });
});
