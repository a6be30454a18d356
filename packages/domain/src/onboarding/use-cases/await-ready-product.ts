import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import * as Schedule from "effect/Schedule";
import type { MobileProduct } from "../../account";
import { PRODUCT_POLL_INTERVAL_MS, PRODUCT_WAIT_MS, isServiceReady } from "../service-readiness";
import { OnboardingFailed } from "./onboarding-failed";

/**
 * ONB-06: after the finalisation the product is read every 5 s until it is ready, for 250 s at most (spec 01 §9);
 * ready wins even on the read at 250 s. On Effect's Clock, so TestClock drives it in tests.
 */
export const productWaitSchedule: Schedule.Schedule<number> = Schedule.spaced(
  Duration.millis(PRODUCT_POLL_INTERVAL_MS),
).pipe(Schedule.upTo(Duration.millis(PRODUCT_WAIT_MS)));

type ProductRead = MobileProduct | undefined;

/** Repeats the read on productWaitSchedule until the service is ready, handing back the last read. */
const untilReady: Schedule.Schedule<ProductRead, ProductRead> = productWaitSchedule.pipe(
  Schedule.whileInput((product: ProductRead) => !isServiceReady(product)),
  Schedule.passthrough,
);

/**
 * ONB-06: reads the product being activated on productWaitSchedule until it is ready (status 4 with a billing
 * reference and add-ons). A failed read counts as "not ready yet": activation is still under way. Not ready when the
 * wait is over: 'onboarding.activation_timeout'.
 */
export const awaitReadyProduct = <E, R>(
  read: Effect.Effect<MobileProduct, E, R>,
): Effect.Effect<MobileProduct, OnboardingFailed, R> =>
  Effect.gen(function* () {
    const attempt: Effect.Effect<ProductRead, never, R> = read.pipe(
      Effect.option,
      Effect.map(Option.getOrUndefined),
    );
    const product = yield* Effect.repeat(attempt, untilReady);
    if (product === undefined || !isServiceReady(product))
      return yield* new OnboardingFailed({ messageKey: "onboarding.activation_timeout" });
    return product;
  });
