import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { chooseSimType } from "@waea/domain/cart";
import { productionFlags } from "@waea/domain/config";
import { checkoutCart, type CheckoutCartInput } from "@waea/domain/checkout";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { withFakeApi, visitor, type Visitor } from "../support/fake-api";
import { shopPlan, signInHere } from "../cart/shop-fixtures";
import { address } from "./checkout-fixtures";

const api = withFakeApi();

const input = (customerUUID: string): CheckoutCartInput => ({
  address,
  customerUUID,
  method: "card",
  flags: { ...productionFlags, checkoutPaymentConfirmation: false },
  origin: "https://waea.nz",
});

const stored = (shopper: Visitor, key: string) =>
  Option.getOrUndefined(Effect.runSync(shopper.storage.get(key)));

/** A visitor's anonymous cart with an eSIM and its plan, saved to the operator (its id and token kept here). */
const anonymousShopper = async () => {
  const shopper = visitor(api());
  await shopper.run(chooseSimType({ simType: "e_sim", plan: shopPlan(api()) }));
  const cartId = stored(shopper, StorageKeys.cartId) ?? "";
  expect(cartId).not.toBe("");
  expect(stored(shopper, StorageKeys.cartToken)).toEqual(expect.any(String));
  return { shopper, cartId };
};

describe("checking out an anonymous cart needs its token (SHOP-05, issue #11)", () => {
  it("SHOP-05: the browser that holds the cart's token checks it out after signing in", async () => {
    const { shopper, cartId } = await anonymousShopper();
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    const result = await shopper.run(checkoutCart(input(customerUUID)));
    expect(result._tag).toBe("Completed");
    expect(api().store.world.cart.carts[cartId]).toMatchObject({
      State: "ORDERED",
      CustomerUUID: customerUUID,
    });
  });

  it("SHOP-05: another login that learnt the cart's UUID cannot check it out without the token", async () => {
    const { shopper, cartId } = await anonymousShopper();
    // Another browser with the same local cart (its UUID) but not the cart's token.
    const thief = visitor(
      api(),
      makeMemoryStorage({
        [StorageKeys.cart]: stored(shopper, StorageKeys.cart) ?? "",
        [StorageKeys.cartId]: cartId,
      }),
    );
    const customerUUID = await signInHere(thief, "postpay@waea.test");
    expect(await thief.attempt(checkoutCart(input(customerUUID)))).toMatchObject({
      left: { _tag: "ApiFailure", status: 404, message: "No data" },
    });
    expect(api().store.world.cart.carts[cartId]).toMatchObject({ State: "CART" });
    expect(api().store.world.cart.carts[cartId]?.CustomerUUID).toBeUndefined();
  });
});
