import * as Effect from "effect/Effect";
import { Storage, StorageKeys } from "../../ports";
import type { LocalCart } from "../local-cart";
import { mergeServerCart } from "../merge-server-cart";
import { cartIdStorage } from "../restore-decision";
import type { ServerCart } from "../server-cart";
import { storeLocalCart } from "./stored-cart";

/** Merges a server cart into the local one, keeps or drops the stored cart id and token, and stores the result. */
export const keepServerCart = (
  local: LocalCart,
  server: ServerCart,
): Effect.Effect<LocalCart, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage;
    const merged = mergeServerCart(local, server);
    const id = cartIdStorage(server);
    if (id._tag === "Keep") {
      yield* storage.set(StorageKeys.cartId, id.uuid);
      // The anonymous cart's token: the reply that made the cart gave it; later replies keep it.
      if (server.CartToken !== undefined) yield* storage.set(StorageKeys.cartToken, server.CartToken);
    } else {
      yield* storage.remove(StorageKeys.cartId);
      yield* storage.remove(StorageKeys.cartToken);
    }
    yield* storeLocalCart(merged);
    return merged;
  });
