import { IntentKey, IntentKeys, type IntentKeysService } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";

/** Intent keys from the platform's cryptographic generator (Web Crypto, in browsers and Node): random UUIDs. */
export const randomIntentKeys: IntentKeysService = {
  mint: Effect.sync(() => IntentKey.make(globalThis.crypto.randomUUID())),
};

/** The shells' source of intent keys (makeHttpLayer includes it, beside the ports that send the keys). */
export const intentKeysLayer: Layer.Layer<IntentKeys> = Layer.succeed(IntentKeys, randomIntentKeys);
