import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import type { ApiError } from "../../ports";
import { Storage, StorageKeys } from "../../ports";
import { CartApi, type CartApiVersion } from "../cart-api";
import type { ServerCart, ServerCartPayload } from "../server-cart";

/**
 * Sends a cart to the operator: a signed-in customer's through their own cart call, a visitor's anonymously. Either
 * way the anonymous cart's token kept in storage goes with it: it is what reaches (or attaches) that cart; its UUID
 * alone does not.
 */
export const sendCart = (
  payload: ServerCartPayload,
  input: { readonly customerUUID?: string | undefined; readonly version?: CartApiVersion | undefined } = {},
): Effect.Effect<ServerCart, ApiError, CartApi | Storage> =>
  Effect.gen(function* () {
    const api = yield* CartApi;
    const token = Option.getOrUndefined(yield* (yield* Storage).get(StorageKeys.cartToken));
    const body: ServerCartPayload = {
      ...payload,
      ...(token === undefined || payload.UUID === undefined ? {} : { CartToken: token }),
    };
    return input.customerUUID === undefined
      ? yield* api.saveCart(body, input.version)
      : yield* api.saveCustomerCart(input.customerUUID, body, input.version);
  });
