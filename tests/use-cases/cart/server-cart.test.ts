import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { gstPartCents, type ServerCartItem } from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { signedIn, withFakeApi, visitor } from "../support/fake-api";
import { shopPlan } from "./shop-fixtures";

const api = withFakeApi();

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
      // a price the catalogue does not ask: the operator answers its own (issue #11)
      PriceCents: 2300,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      PhysicalType: "MODEM",
    };
    const created = await shopper.run(carts((cart) => cart.saveCart({ Items: [line], SPID: 67 })));
    const twice = 2 * (plan.PriceCents ?? 0);
    expect(twice).not.toBe(4600);
    expect(created).toMatchObject({ AmountCents: twice, AmountTaxCents: gstPartCents(twice), State: "CART" });
    expect(created.Items[0]).toMatchObject({ PriceCents: plan.PriceCents, Name: plan.Name });
    expect(created.Items[0]?.UUID).toEqual(expect.any(String));
    expect(created.CustomerUUID).toBeUndefined();
    // The anonymous cart's own token: random, not its id.
    expect(created.CartToken).toMatch(/^[0-9A-F]{32}$/);
    const token = created.CartToken ?? "";
    const replaced = await shopper.run(
      carts((cart) => cart.saveCart({ Items: [], SPID: 67, UUID: created.UUID, CartToken: token }, "v1")),
    );
    expect(replaced).toMatchObject({ UUID: created.UUID, Number: created.Number, AmountCents: 0 });
    expect(await shopper.run(carts((cart) => cart.getCart(created.UUID, token, "v2")))).toMatchObject({
      UUID: created.UUID,
      CartToken: token,
    });
    const prepay = await signedIn(api(), "prepay@waea.test");
    const attached = await prepay.run(
      carts((cart) =>
        cart.saveCustomerCart(prepay.customer, {
          Items: [line],
          SPID: 67,
          UUID: created.UUID,
          CartToken: token,
          CustomerUUID: prepay.customer,
        }),
      ),
    );
    expect(attached).toMatchObject({
      UUID: created.UUID,
      Number: created.Number,
      CustomerUUID: prepay.customer,
      AmountCents: twice,
    });
    expect(attached.CartToken).toBeUndefined();
    expect((await prepay.run(carts((cart) => cart.getCustomerCart(prepay.customer)))).UUID).toBe(
      created.UUID,
    );
  });

  it("a customer's cart is theirs alone; an anonymous cart is reached only with its own token (SHOP-03)", async () => {
    const anonymous = visitor(api());
    const noData = { left: { _tag: "ApiFailure", status: 404, message: "No data" } };
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    const address = {
      Lines: ["1 Secret Lane"],
      City: "Wellington",
      Postcode: "6011",
      Country: "New Zealand",
      Phone: "021 555 0199",
    };
    const owned = await prepay.run(
      carts((cart) =>
        cart.saveCustomerCart(prepay.customer, {
          Items: [],
          SPID: 67,
          CustomerUUID: prepay.customer,
          Address: address,
        }),
      ),
    );
    const before = api().store.digest();
    // An anonymous read by id, with no token or a guessed one, shows nothing of it.
    for (const guess of ["", owned.UUID, owned.Number])
      expect(await anonymous.attempt(carts((cart) => cart.getCart(owned.UUID, guess)))).toMatchObject(noData);
    // An anonymous save cannot plant a cart on a customer's account, nor overwrite theirs by id.
    expect(
      await anonymous.attempt(
        carts((cart) => cart.saveCart({ Items: [], SPID: 67, CustomerUUID: prepay.customer })),
      ),
    ).toMatchObject({
      left: { _tag: "Forbidden", message: "Sign in to save a cart for a customer account" },
    });
    expect(
      await anonymous.attempt(carts((cart) => cart.saveCart({ Items: [], SPID: 67, UUID: owned.UUID }))),
    ).toMatchObject(noData);
    // Another customer neither reads nor overwrites it.
    expect(await postpay.attempt(carts((cart) => cart.getCustomerCart(prepay.customer)))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
    expect(
      await postpay.attempt(
        carts((cart) => cart.saveCustomerCart(prepay.customer, { Items: [], SPID: 67, UUID: owned.UUID })),
      ),
    ).toMatchObject({ left: { _tag: "Forbidden" } });
    expect(
      await postpay.attempt(
        carts((cart) => cart.saveCustomerCart(postpay.customer, { Items: [], SPID: 67, UUID: owned.UUID })),
      ),
    ).toMatchObject(noData);
    expect(api().store.digest()).toBe(before);
    // Someone else's anonymous cart: its id without its token reaches nothing either.
    const theirs = await visitor(api()).run(carts((cart) => cart.saveCart({ Items: [], SPID: 67 })));
    expect(
      await postpay.attempt(
        carts((cart) => cart.saveCustomerCart(postpay.customer, { Items: [], SPID: 67, UUID: theirs.UUID })),
      ),
    ).toMatchObject(noData);
    expect(
      await anonymous.attempt(carts((cart) => cart.getCart(theirs.UUID, `${theirs.CartToken ?? ""}0`))),
    ).toMatchObject(noData);
  });

  it("answers 'No data' for a cart it does not know, and for a customer without an open cart", async () => {
    const shopper = visitor(api());
    const noData = { left: { _tag: "ApiFailure", status: 404, message: "No data" } };
    expect(await shopper.attempt(carts((cart) => cart.getCart("no-such-cart", "x")))).toMatchObject(noData);
    expect(
      await shopper.attempt(carts((cart) => cart.saveCart({ Items: [], SPID: 67, UUID: "no-such-cart" }))),
    ).toMatchObject(noData);
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(await postpay.attempt(carts((cart) => cart.getCustomerCart(postpay.customer)))).toMatchObject(
      noData,
    );
  });
});
