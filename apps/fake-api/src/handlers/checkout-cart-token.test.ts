import { describe, expect, it } from "vitest";
import { signedIn, useTestApi } from "./session-test-support";
import { SHOP_ADDRESS, simWithPlan } from "./shop-test-support";

const api = useTestApi();

/** A visitor's anonymous cart (with an address and phone on it): its UUID and its own token. */
const anonymousCart = async () => {
  const saved = await api().call({
    method: "POST",
    url: "/api/eshop/v3/cart",
    payload: { Items: simWithPlan(api().store.world), SPID: 67, Address: SHOP_ADDRESS },
  });
  expect(saved.status).toBe(200);
  return saved.json() as { UUID: string; CartToken: string };
};

const checkout = async (cartUuid: string, token?: string) => {
  const shopper = await signedIn(api(), "postpay@waea.test");
  const reply = await api().call(
    {
      method: "POST",
      url: "/api/eshop/v3/checkout",
      payload: { Address: SHOP_ADDRESS, Items: simWithPlan(api().store.world), SPID: 67, UUID: cartUuid },
      ...(token === undefined ? {} : { headers: { "x-cart-token": token } }),
    },
    (await api().signIn("postpay@waea.test")).JWT,
  );
  return { reply, shopper };
};

describe("checking out a cart by its UUID (SHOP-05, issue #11)", () => {
  it("SHOP-05: someone's anonymous cart is not checked out by its UUID alone, nor with a wrong token", async () => {
    const cart = await anonymousCart();
    const before = Object.keys(api().store.world.checkout.orders).length;
    for (const token of [undefined, "0".repeat(32), `${cart.CartToken.slice(1)}0`]) {
      const { reply } = await checkout(cart.UUID, token);
      expect(reply.status).toBe(404);
      expect(reply.json()).toMatchObject({ err_message: "No data" });
    }
    expect(Object.keys(api().store.world.checkout.orders)).toHaveLength(before);
    expect(api().store.world.cart.carts[cart.UUID]).toMatchObject({ State: "CART" });
    expect(api().store.world.cart.carts[cart.UUID]?.CustomerUUID).toBeUndefined();
  });

  it("SHOP-05: with its own token (a header) it is checked out, attached to the buyer, and its token is spent", async () => {
    const cart = await anonymousCart();
    const { reply, shopper } = await checkout(cart.UUID, cart.CartToken);
    expect(reply.status).toBe(200);
    expect(api().store.world.cart.carts[cart.UUID]).toMatchObject({
      State: "ORDERED",
      CustomerUUID: shopper.uuid,
    });
    expect(api().store.world.cart.carts[cart.UUID]?.Token).toBeUndefined();
  });

  it("SHOP-03: the token in the query string reads nothing: only the X-Cart-Token header does", async () => {
    const cart = await anonymousCart();
    const inQuery = await api().call({
      method: "GET",
      url: `/api/eshop/v3/cart/${cart.UUID}?CartToken=${cart.CartToken}`,
    });
    expect(inQuery.status).toBe(400);
    const inHeader = await api().call({
      method: "GET",
      url: `/api/eshop/v3/cart/${cart.UUID}`,
      headers: { "x-cart-token": cart.CartToken },
    });
    expect(inHeader.status).toBe(200);
    expect(inHeader.json()).toMatchObject({ UUID: cart.UUID });
  });
});
