import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Schedule from "effect/Schedule";
import { ADDON_RETRY_DELAY_MILLIS, ADDON_RETRY_WINDOW_MILLIS } from "./addon-purchase";

/**
 * Spec 02 §4: a purchase without a ClientSecret is asked again every second until 10 s have passed since the first
 * reply; on Effect's Clock, so TestClock drives it in tests.
 */
export const addonRetrySchedule: Schedule.Schedule<number> = Schedule.spaced(
  Duration.millis(ADDON_RETRY_DELAY_MILLIS),
).pipe(Schedule.upTo(Duration.millis(ADDON_RETRY_WINDOW_MILLIS)));

/**
 * Runs `attempt` and repeats it on addonRetrySchedule while `noAnswer` says its reply is no answer yet. Gives the
 * last reply: one that is still no answer means the window closed (the caller says what that means).
 */
export const retryWhileNoAnswer = <A, E, R>(
  attempt: Effect.Effect<A, E, R>,
  noAnswer: (reply: A) => boolean,
): Effect.Effect<A, E, R> =>
  Effect.repeat(attempt, addonRetrySchedule.pipe(Schedule.whileInput(noAnswer), Schedule.passthrough));
