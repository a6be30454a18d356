import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Schedule from "effect/Schedule";
import { POSTPAY_REFRESH_DELAY_MILLIS } from "./payment-outcome";

/** After a postpay payment the balance is read once more, 3 s later (spec 02 §4, §9). */
export const postpayRefreshSchedule: Schedule.Schedule<Duration.Duration> = Schedule.fromDelay(
  Duration.millis(POSTPAY_REFRESH_DELAY_MILLIS),
);

/** Runs `read` once the refresh schedule's delay has passed on Effect's Clock, and gives its result. */
export const afterPostpayRefreshDelay = <A, E, R>(read: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.zipRight(Effect.schedule(Effect.void, postpayRefreshSchedule), read);
