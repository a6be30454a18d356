import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";

const NANOS_PER_MILLI = 1_000_000n;
const running = Clock.make();

/**
 * Effect's Clock telling the time another source tells (the fake API's simulated world, say): for tests whose client
 * must agree with that source. Sleeping takes real time. Hand it to `Effect.withClock` or `Layer.setClock`.
 */
export const clockReading = (nowMillis: () => number): Clock.Clock => {
  const nanos = () => BigInt(Math.floor(nowMillis())) * NANOS_PER_MILLI;
  return {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: nowMillis,
    currentTimeMillis: Effect.sync(nowMillis),
    unsafeCurrentTimeNanos: nanos,
    currentTimeNanos: Effect.sync(nanos),
    sleep: (duration) => running.sleep(duration),
  };
};

/**
 * Effect's Clock stopped at an instant: a test double for tests that need a known "now" (hand it to
 * `Effect.withClock` or `Layer.setClock`). Sleeping still takes real time, so a page or a command that waits a little
 * is not stuck as it would be on `TestClock`; but a window measured on it (`Schedule.upTo`) never closes, so a test
 * of a wait or a retry uses `TestClock` instead.
 */
export const frozenClock = (millis: number): Clock.Clock => clockReading(() => millis);
