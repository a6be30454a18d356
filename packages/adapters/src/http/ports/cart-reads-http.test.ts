import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartApi } from "@waea/domain/cart/api";
import { Storage, makeMemoryStorage } from "@waea/domain/ports";
import { startTestServer } from "../client/test-server";
import { httpAuthApiLayer } from "./auth-http";
import { makeLazyHttpLayer } from "./lazy-http-layer";

const loads = vi.hoisted(() => ({ cart: 0, cartReads: 0 }));
vi.mock("./cart-http", async (importOriginal) => {
  loads.cart += 1;
  return importOriginal();
});
vi.mock("./cart-reads-http", async (importOriginal) => {
  loads.cartReads += 1;
  return importOriginal();
});

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("the cart's reads, a part of the lazy CartApi", () => {
  it("a cart's restore (its reads) loads the reads' part alone; a save loads the whole port", async () => {
    const cart = { UUID: "cart-1", Number: "C100001", Items: [], AmountCents: 0, AmountTaxCents: 0 };
    const server = await startTestServer(() => ({ body: cart }));
    servers.push(server);
    const layer = makeLazyHttpLayer({ baseUrl: server.baseUrl }, [httpAuthApiLayer]).pipe(
      Layer.provide(Layer.succeed(Storage, makeMemoryStorage())),
    );
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const api = yield* CartApi;
        const read = yield* api.getCart("cart-1", "token-1");
        const customer = yield* Effect.flip(api.getCustomerCart("c-1"));
        const afterReads = { ...loads };
        yield* Effect.either(api.saveCart({ SPID: 67, Items: [] }));
        return { read, customer, afterReads, afterSave: { ...loads } };
      }).pipe(Effect.provide(layer)),
    );
    expect(outcome.read.UUID).toBe("cart-1");
    // Signed out, the customer's read reaches the client through the part and ends there, as the whole port's does.
    expect([outcome.customer._tag, outcome.customer.call]).toEqual([
      "Unauthorized",
      "cart.getCustomerCartV3",
    ]);
    expect(outcome.afterReads).toEqual({ cart: 0, cartReads: 1 });
    expect(outcome.afterSave.cart).toBe(1);
    // The anonymous read sent its token in the header, to the v3 path.
    expect(server.seen.map((request) => request.url)[0]).toBe("/api/eshop/v3/cart/cart-1");
  });
});
