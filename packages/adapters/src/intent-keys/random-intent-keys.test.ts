import { mintIntentKey } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { intentKeysLayer } from "./random-intent-keys";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the shells' intent keys", () => {
  it("mints a new random UUID for each intent", async () => {
    const keys = await Effect.runPromise(
      Effect.all([mintIntentKey, mintIntentKey]).pipe(Effect.provide(intentKeysLayer)),
    );
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
