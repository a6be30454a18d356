import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";

/**
 * The Idempotency-Key of one intent to move money (a purchase, a top-up, a bill payment, a plan change now, an
 * order): every attempt of the same intent sends the same key, so the operator moves the money once whatever the
 * retries (docs/security.md, "Once per intent").
 */
export const IntentKey = Schema.String.pipe(
  Schema.minLength(1),
  Schema.maxLength(255),
  Schema.brand("IntentKey"),
);
export type IntentKey = typeof IntentKey.Type;

export interface IntentKeysService {
  /** A new key, unguessable: random, never derived from the request or anything public. */
  readonly mint: Effect.Effect<IntentKey>;
}

/**
 * Where intent keys come from: the shells provide a random source (an adapter over the platform's cryptographic
 * generator); a test may provide its own to know the key. The domain reaches for no platform randomness itself, so
 * a program run without a source dies saying so rather than sending a key anyone could guess.
 */
export class IntentKeys extends Context.Reference<IntentKeys>()("waea/IntentKeys", {
  defaultValue: (): IntentKeysService => ({
    mint: Effect.dieMessage(
      "No IntentKeys source: the shell's layers provide one (adapters' intentKeysLayer)",
    ),
  }),
}) {}

/** One key for one intent: a use case mints it once, before its first attempt, and reuses it on every retry. */
export const mintIntentKey: Effect.Effect<IntentKey> = Effect.flatMap(IntentKeys, (keys) => keys.mint);

/**
 * The key of the intent a caller already holds (a page that keeps one per form, so a second submit is the same
 * intent), or a new one.
 */
export const intentKeyOr = (given: IntentKey | undefined): Effect.Effect<IntentKey> =>
  given === undefined ? mintIntentKey : Effect.succeed(given);
