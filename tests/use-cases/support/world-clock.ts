import type * as Clock from "effect/Clock";
import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import { clockReading } from "@waea/domain/ports";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";

/**
 * Effect's Clock on the fake API's world clock (the domain's clockReading), where sleeping moves the world clock on
 * instead of waiting: a program that waits (the product wait of ONB-06, the add-on purchase retry) and the operator
 * it waits for see the same simulated time, and a 250 s wait takes no real time. Hand it to `Effect.withClock`
 * around the program.
 */
export const worldClock = (api: InProcessFakeApi): Clock.Clock => ({
  ...clockReading(() => api.clock.nowMillis()),
  sleep: (duration) => Effect.sync(() => api.clock.advance(Duration.toMillis(duration))),
});
