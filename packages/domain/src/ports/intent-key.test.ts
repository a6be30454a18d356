import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import { describe, expect, it } from "vitest";
import { IntentKey, IntentKeys, intentKeyOr, mintIntentKey } from "./intent-key";

/** A test's own source: keys it can predict. */
const counting = () => {
  let count = 0;
  return {
    mint: Effect.sync(() => {
      count += 1;
      return IntentKey.make(`intent-${String(count)}`);
    }),
  };
};

describe("intent keys (one per intent to move money)", () => {
  it("come from the source the shell or the test provides", () => {
    const keys = Effect.runSync(
      Effect.all([mintIntentKey, mintIntentKey]).pipe(Effect.provideService(IntentKeys, counting())),
    );
    expect(keys).toEqual(["intent-1", "intent-2"]);
  });

  it("keep the key an intent already holds", () => {
    const held = IntentKey.make("held");
    expect(Effect.runSync(intentKeyOr(held).pipe(Effect.provideService(IntentKeys, counting())))).toBe(
      "held",
    );
  });

  it("are never made up by the domain itself: without a source the program dies", () => {
    const exit = Effect.runSyncExit(mintIntentKey);
    expect(Exit.isFailure(exit) && !Exit.isInterrupted(exit)).toBe(true);
  });
});
