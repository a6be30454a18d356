import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import * as Schedule from "effect/Schedule";
import type { GuestApi } from "./guest-api";
import type { GuestPurchaseOutcome, GuestTarget } from "./guest-flow";
import { checkGuestPurchase, type GuestFailed } from "./use-cases/pay-as-guest";

/** A pending guest purchase is asked about again every 2 s... */
export const GUEST_PURCHASE_POLL_MILLIS = 2_000;
/** ...for at most a minute; after that the page says the payment is still being processed. */
export const GUEST_PURCHASE_WINDOW_MILLIS = 60_000;

/** Step 3 of the guest flow while the purchase is pending: on Effect's Clock, so TestClock drives it in tests. */
export const guestPurchaseSchedule: Schedule.Schedule<number> = Schedule.spaced(
  Duration.millis(GUEST_PURCHASE_POLL_MILLIS),
).pipe(Schedule.upTo(Duration.millis(GUEST_PURCHASE_WINDOW_MILLIS)));

/**
 * GST-01, GST-02: checks the purchase status until it is no longer pending or the window closes, and gives the last
 * outcome (still "pending" when the window closed).
 */
export const waitForGuestPurchase = (input: {
  readonly target: GuestTarget;
  readonly orderId: string;
}): Effect.Effect<GuestPurchaseOutcome, GuestFailed, GuestApi> =>
  Effect.repeat(
    checkGuestPurchase(input),
    guestPurchaseSchedule.pipe(
      Schedule.whileInput((outcome: GuestPurchaseOutcome) => outcome === "pending"),
      Schedule.passthrough,
    ),
  );
