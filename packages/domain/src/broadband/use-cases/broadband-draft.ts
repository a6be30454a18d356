import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { Storage, StorageKeys } from "../../ports";
import { BroadbandFlow, nextStep } from "../broadband-flow";

const DraftJson = Schema.parseJson(BroadbandFlow);

/**
 * A visitor at the checkout step must sign in first (BB-01): their choices (address, availability, plan, modem,
 * summary) are kept while they do, so the flow comes back to checkout instead of starting again. Only a flow that
 * reached checkout and has no order yet is kept.
 */
export const keepBroadbandDraft = (flow: BroadbandFlow): Effect.Effect<void, never, Storage> =>
  nextStep(flow) === "checkout"
    ? Effect.flatMap(Storage, (storage) =>
        storage.set(StorageKeys.broadbandDraft, Schema.encodeSync(DraftJson)(flow)),
      )
    : Effect.void;

/** The kept choices: something unreadable, or a flow that is not at checkout any more, is none. */
export const loadBroadbandDraft: Effect.Effect<BroadbandFlow | undefined, never, Storage> = Effect.gen(
  function* () {
    const text = yield* (yield* Storage).get(StorageKeys.broadbandDraft);
    if (Option.isNone(text)) return undefined;
    const flow = Either.getOrUndefined(Schema.decodeUnknownEither(DraftJson)(text.value));
    return flow !== undefined && nextStep(flow) === "checkout" ? flow : undefined;
  },
);

/** The choices are back in the flow (or given up): a later visit starts afresh. */
export const forgetBroadbandDraft: Effect.Effect<void, never, Storage> = Effect.flatMap(Storage, (storage) =>
  storage.remove(StorageKeys.broadbandDraft),
);
