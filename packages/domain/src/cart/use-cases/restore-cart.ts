import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import { Storage, StorageKeys } from "../../ports";
import { CartApi, type CartApiVersion } from "../cart-api";
import type { LocalCart } from "../local-cart";
import { cartRestoreSource } from "../restore-decision";
import type { ServerCart } from "../server-cart";
import { keepServerCart } from "./keep-server-cart";
import { sendCart } from "./send-cart";
import { loadLocalCart } from "./stored-cart";

/** A 404 means "no such cart": nothing to restore, not an error to show. */
const orNothing = <E extends ApiError>(
  effect: Effect.Effect<ServerCart, E>,
): Effect.Effect<ServerCart | undefined, E> =>
  Effect.catchIf(
    effect,
    (error) => error._tag === "ApiFailure" && error.status === 404,
    () => Effect.succeed(undefined),
  );

/**
 * Restores the server cart on start or after sign-in (SHOP-03): by the stored cart UUID, otherwise by the
 * signed-in customer. The stored id is read with the anonymous cart's stored token; an id the server no longer
 * knows for that token (the cart was bought, expired or attached) is forgotten and the customer's cart tried
 * instead. An anonymous cart found while signed in is attached to the customer (by their own cart call, with its
 * token), which removes the stored id and token. The server's SIM and plan lines are merged into the local cart.
 */
export const restoreCart = (
  input: { readonly customerUUID?: string; readonly version?: CartApiVersion } = {},
): Effect.Effect<LocalCart, ApiError, CartApi | Storage> =>
  Effect.gen(function* () {
    const api = yield* CartApi;
    const storage = yield* Storage;
    const local = yield* loadLocalCart;
    const storedCartUUID = Option.getOrUndefined(yield* storage.get(StorageKeys.cartId));
    const cartToken = Option.getOrUndefined(yield* storage.get(StorageKeys.cartToken));
    const source = cartRestoreSource({
      ...(storedCartUUID === undefined ? {} : { storedCartUUID }),
      ...(input.customerUUID === undefined ? {} : { customerUUID: input.customerUUID }),
    });
    const byCustomer = (customerUUID: string | undefined) =>
      customerUUID === undefined
        ? Effect.succeed(undefined)
        : orNothing(api.getCustomerCart(customerUUID, input.version));
    let server: ServerCart | undefined;
    if (source._tag === "ByCartUUID") {
      // An anonymous cart is read with its own token; an id kept without one can reach nothing.
      server =
        cartToken === undefined
          ? undefined
          : yield* orNothing(api.getCart(source.uuid, cartToken, input.version));
      if (server === undefined) {
        yield* storage.remove(StorageKeys.cartId);
        yield* storage.remove(StorageKeys.cartToken);
        server = yield* byCustomer(input.customerUUID);
      }
    } else if (source._tag === "ByCustomer") server = yield* byCustomer(source.customerUUID);
    if (server === undefined) return local;
    if (input.customerUUID !== undefined && server.CustomerUUID === undefined) {
      server = yield* sendCart(
        {
          CustomerUUID: input.customerUUID,
          Items: server.Items,
          SPID: SPID,
          UUID: server.UUID,
          Number: server.Number,
          ...(server.Address === undefined ? {} : { Address: server.Address }),
        },
        input,
      );
    }
    return yield* keepServerCart(local, server);
  });
