import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { frozenClock } from "./frozen-clock";

const AT = Date.UTC(2026, 2, 15, 9, 30);

describe("frozenClock", () => {
  it("tells the same instant however long a program runs, in milliseconds and nanoseconds", async () => {
    const read = Effect.all([Clock.currentTimeMillis, Clock.currentTimeNanos]);
    const [before, after] = await Effect.runPromise(
      Effect.all([read, Effect.zipRight(Effect.sleep(5), read)]).pipe(Effect.withClock(frozenClock(AT))),
    );
    expect(before).toEqual([AT, BigInt(AT) * 1_000_000n]);
    expect(after).toEqual(before);
  });

  it("still sleeps in real time, so a program that waits finishes", async () => {
    const started = performance.now();
    await Effect.runPromise(Effect.sleep(20).pipe(Effect.withClock(frozenClock(AT))));
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });
});
