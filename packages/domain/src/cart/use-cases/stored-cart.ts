import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { Storage, StorageKeys } from "../../ports";
import { emptyCart, LocalCart } from "../local-cart";

const CartJson = Schema.parseJson(LocalCart);

/** The local cart kept in storage; nothing stored, or something unreadable, is an empty cart. */
export const loadLocalCart: Effect.Effect<LocalCart, never, Storage> = Effect.gen(function* () {
  const storage = yield* Storage;
  const text = yield* storage.get(StorageKeys.cart);
  if (Option.isNone(text)) return emptyCart;
  const decoded = Schema.decodeUnknownEither(CartJson)(text.value);
  return Either.getOrElse(decoded, () => emptyCart);
});

/** Keeps the local cart (spec 03 §4: saved on every SIM or plan change). */
export const storeLocalCart = (cart: LocalCart): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.cart, Schema.encodeSync(CartJson)(cart)));

/** Forgets the local cart and the server cart id and token: after a checkout, or on logout. */
export const clearStoredCart: Effect.Effect<void, never, Storage> = Effect.gen(function* () {
  const storage = yield* Storage;
  yield* storage.remove(StorageKeys.cart);
  yield* storage.remove(StorageKeys.cartId);
  yield* storage.remove(StorageKeys.cartToken);
});
