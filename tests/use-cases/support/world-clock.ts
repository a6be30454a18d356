import * as Clock from "effect/Clock";
import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";

const NANOS_PER_MILLI = 1_000_000n;

/**
 * Effect's Clock on the fake API's world clock, where sleeping moves the world clock on instead of waiting: a
 * program that waits (the product wait of ONB-06, the add-on purchase retry) and the operator it waits for see the same simulated time, and a
 * 250 s wait takes no real time. Hand it to `Effect.withClock` around the program.
 */
export const worldClock = (api: InProcessFakeApi): Clock.Clock => {
  const millis = () => api.clock.nowMillis();
  const nanos = () => BigInt(Math.floor(millis())) * NANOS_PER_MILLI;
  return {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: millis,
    currentTimeMillis: Effect.sync(millis),
    unsafeCurrentTimeNanos: nanos,
    currentTimeNanos: Effect.sync(nanos),
    sleep: (duration) => Effect.sync(() => api.clock.advance(Duration.toMillis(duration))),
  };
};
