import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { Storage, StorageKeys } from "../../ports";
import { BroadbandFlow } from "../broadband-flow";

/**
 * The broadband order the customer is following (BB-01): the flow (its uuid is the order's), the customer it is
 * for, and the network's products before the order, so the new one is told apart when the customer comes back.
 */
export const StoredBroadbandOrder = Schema.Struct({
  flow: BroadbandFlow,
  customerUUID: Schema.String,
  before: Schema.Array(Schema.String),
});
export type StoredBroadbandOrder = typeof StoredBroadbandOrder.Type;

const OrderJson = Schema.parseJson(StoredBroadbandOrder);

/** The order being followed for this customer; none, another customer's or something unreadable is none. */
export const loadStoredBroadbandOrder = (
  customerUUID: string,
): Effect.Effect<StoredBroadbandOrder | undefined, never, Storage> =>
  Effect.gen(function* () {
    const text = yield* (yield* Storage).get(StorageKeys.broadbandOrder);
    if (Option.isNone(text)) return undefined;
    const stored = Either.getOrUndefined(Schema.decodeUnknownEither(OrderJson)(text.value));
    return stored?.customerUUID === customerUUID ? stored : undefined;
  });

export const saveStoredBroadbandOrder = (order: StoredBroadbandOrder): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) =>
    storage.set(StorageKeys.broadbandOrder, Schema.encodeSync(OrderJson)(order)),
  );

/** The order is over (booked) or given up: a new visit to the flow starts afresh. */
export const forgetStoredBroadbandOrder: Effect.Effect<void, never, Storage> = Effect.flatMap(
  Storage,
  (storage) => storage.remove(StorageKeys.broadbandOrder),
);
