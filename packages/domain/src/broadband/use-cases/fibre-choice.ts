import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "../../ports";

/**
 * The fibre service an account with several shows (select-ufb-product, spec 01 §2): the one chosen when it is
 * still among them, else the newest (the first). None when there are none.
 */
export const chosenFibreService = <S extends { readonly product: { readonly UUID: string } }>(
  services: ReadonlyArray<S>,
  chosenUUID: string | undefined,
): S | undefined => services.find((service) => service.product.UUID === chosenUUID) ?? services[0];

/** The fibre service chosen on this device, if any (a logout forgets it). */
export const loadChosenFibreService: Effect.Effect<string | undefined, never, Storage> = Effect.flatMap(
  Storage,
  (storage) => Effect.map(storage.get(StorageKeys.fibreProduct), Option.getOrUndefined),
);

/** The customer chooses which of their fibre services the broadband pages show. */
export const chooseFibreService = (productUUID: string): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.fibreProduct, productUUID));
