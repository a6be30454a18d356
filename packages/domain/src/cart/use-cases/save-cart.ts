import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import type { Storage } from "../../ports";
import { CartApi, type CartApiVersion } from "../cart-api";
import { cartPayload } from "../cart-payload";
import type { LocalCart } from "../local-cart";
import { keepServerCart } from "./keep-server-cart";

/**
 * Saves a local cart to the server and takes back the server's view of it (SHOP-02, SHOP-03): called on every SIM
 * or plan change. Returns the merged cart, which is also stored.
 */
export const saveCart = (
  cart: LocalCart,
  input: { readonly customerUUID?: string; readonly version?: CartApiVersion } = {},
): Effect.Effect<LocalCart, ApiError, CartApi | Storage> =>
  Effect.gen(function* () {
    const api = yield* CartApi;
    const payload = cartPayload(
      cart,
      input.customerUUID === undefined ? {} : { customerUUID: input.customerUUID },
    );
    const server = yield* api.saveCart(payload, input.version);
    return yield* keepServerCart(cart, server);
  });
