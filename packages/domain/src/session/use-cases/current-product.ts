import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "../../ports";

/**
 * Remembers the current mobile product of the chosen account on this device. Another tab that sees this key change
 * reloads (APP-05), so it is written only when the product changes; an account without a product leaves it.
 */
export const rememberCurrentProduct = (
  product: { readonly UUID: string } | undefined,
): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) =>
    Effect.flatMap(storage.get(StorageKeys.currentMobileProduct), (stored) =>
      product === undefined || Option.getOrUndefined(stored) === product.UUID
        ? Effect.void
        : storage.set(StorageKeys.currentMobileProduct, product.UUID),
    ),
  );
