import * as Effect from "effect/Effect";
import { IntentKey } from "@waea/domain/ports";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type SeenRequest, type TestReply } from "../client/test-server";
import { MINUTE, START, authData, clientFor } from "../client/test-support";
import { makeHttpCartApi } from "./cart-http";
import { makeHttpCheckoutApi } from "./checkout-http";

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const TOKEN = "0123456789ABCDEF0123456789ABCDEF";
const cart = { UUID: "cart-1", Number: "C100001", Items: [], AmountCents: 0, AmountTaxCents: 0 };

const serve = async (respond: (request: SeenRequest) => TestReply) => {
  const server = await startTestServer(respond);
  servers.push(server);
  return server;
};

describe("an anonymous cart's token never travels in the URL (SHOP-03, issue #11)", () => {
  it("SHOP-03: reading the cart sends the token in the X-Cart-Token header; the URL holds the UUID only", async () => {
    const server = await serve(() => ({ body: { ...cart, CartToken: TOKEN } }));
    const { client } = await clientFor(server.baseUrl);
    await Effect.runPromise(makeHttpCartApi(client).getCart("cart-1", TOKEN, "v1"));
    await Effect.runPromise(makeHttpCartApi(client).getCart("cart-1", TOKEN));
    expect(server.seen.map((request) => request.url)).toEqual([
      "/api/eshop/cart/cart-1",
      "/api/eshop/v3/cart/cart-1",
    ]);
    for (const request of server.seen) {
      expect(request.headers["x-cart-token"]).toBe(TOKEN);
      expect(request.url).not.toContain(TOKEN);
    }
  });

  it("SHOP-05: a checkout of an anonymous cart sends its token as a header, and none when there is none", async () => {
    const server = await serve(() => ({ body: { OrderID: "ORD100001" } }));
    const { client } = await clientFor(server.baseUrl, {
      auth: authData("a.jwt.token", START + 60 * MINUTE),
    });
    const checkout = makeHttpCheckoutApi(client);
    const payload = {
      Address: {
        City: "Wellington",
        Country: "New Zealand",
        Postcode: "6011",
        Lines: ["45 Cuba Street"],
        Phone: "021 555 0199",
      },
      Items: [
        {
          ItemUUID: "3b0e51a0-0000-4000-8000-000000000001",
          Quantity: 1,
          PriceCents: 0,
          Type: "TYPE_PRODUCT" as const,
          PhysicalType: "SIM" as const,
        },
      ],
      SPID: 67,
      UUID: "cart-1",
    };
    await Effect.runPromise(checkout.checkout(payload, IntentKey.make("order-1"), "v3", TOKEN));
    await Effect.runPromise(checkout.checkout(payload, IntentKey.make("order-2"), "v1"));
    const [withToken, without] = server.seen;
    expect(withToken?.url).toBe("/api/eshop/v3/checkout");
    expect(withToken?.headers["x-cart-token"]).toBe(TOKEN);
    expect(withToken?.body).not.toContain(TOKEN);
    expect(without?.headers["x-cart-token"]).toBeUndefined();
  });
});
