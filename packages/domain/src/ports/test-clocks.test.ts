import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { clockReading, frozenClock } from "./test-clocks";

const AT = Date.UTC(2026, 2, 15, 9, 30);
const read = Effect.all([Clock.currentTimeMillis, Clock.currentTimeNanos]);

describe("frozenClock", () => {
  it("tells the same instant however long a program runs, in milliseconds and nanoseconds", async () => {
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

describe("clockReading", () => {
  it("tells whatever its source tells at the moment it is asked", () => {
    let source = AT;
    const clock = clockReading(() => source);
    const program = Effect.all([read, Effect.sync(() => (source += 60_000)), read]);
    const [first, , second] = Effect.runSync(program.pipe(Effect.withClock(clock)));
    expect(first).toEqual([AT, BigInt(AT) * 1_000_000n]);
    expect(second).toEqual([AT + 60_000, BigInt(AT + 60_000) * 1_000_000n]);
  });
});
