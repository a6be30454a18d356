import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { Storage, StorageKeys } from "../../ports";
import { SavedPurchase } from "../saved-purchase";

const PurchaseJson = Schema.parseJson(SavedPurchase);

/** The purchase kept across the payment and for the thanks page; nothing or something unreadable is none. */
export const loadSavedPurchase: Effect.Effect<SavedPurchase | undefined, never, Storage> = Effect.gen(
  function* () {
    const storage = yield* Storage;
    const text = yield* storage.get(StorageKeys.purchasedSummary);
    if (Option.isNone(text)) return undefined;
    return Either.getOrUndefined(Schema.decodeUnknownEither(PurchaseJson)(text.value));
  },
);

export const savePurchase = (purchase: SavedPurchase): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) =>
    storage.set(StorageKeys.purchasedSummary, Schema.encodeSync(PurchaseJson)(purchase)),
  );
