import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import type { Storage } from "../../ports";
import type { CartApi, CartApiVersion } from "../cart-api";
import { cartPayload } from "../cart-payload";
import type { LocalCart } from "../local-cart";
import { keepServerCart } from "./keep-server-cart";
import { sendCart } from "./send-cart";

/**
 * Saves a local cart to the server and takes back the server's view of it (SHOP-02, SHOP-03): called on every SIM
 * or plan change. Returns the merged cart, which is also stored.
 */
export const saveCart = (
  cart: LocalCart,
  input: { readonly customerUUID?: string; readonly version?: CartApiVersion } = {},
): Effect.Effect<LocalCart, ApiError, CartApi | Storage> =>
  Effect.gen(function* () {
    const payload = cartPayload(
      cart,
      input.customerUUID === undefined ? {} : { customerUUID: input.customerUUID },
    );
    const server = yield* sendCart(payload, input);
    return yield* keepServerCart(cart, server);
  });
