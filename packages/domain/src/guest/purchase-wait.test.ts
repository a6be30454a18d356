import * as Effect from "effect/Effect";
import * as Fiber from "effect/Fiber";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { describe, expect, it } from "vitest";
import { GuestApi, type GuestApiService } from "./guest-api";
import {
  GUEST_PURCHASE_POLL_MILLIS,
  GUEST_PURCHASE_WINDOW_MILLIS,
  waitForGuestPurchase,
} from "./purchase-wait";

/** A GuestApi whose purchase answers the statuses given, one a call (the last one again after). */
const answering = (statuses: ReadonlyArray<string>) => {
  let calls = 0;
  const api: Pick<GuestApiService, "purchases"> = {
    purchases: () => Effect.sync(() => ({ Status: statuses[Math.min(calls++, statuses.length - 1)] ?? "" })),
  };
  return { layer: Effect.provideService(GuestApi, api as GuestApiService), calls: () => calls };
};

const target = { kind: "recharge", msisdn: "64212345678" } as const;

describe("waiting for a guest purchase (GST-01 step 3)", () => {
  it("GST-01: asks again every 2 s while pending and gives the first settled outcome", async () => {
    const api = answering(["PENDING", "PROCESSING", "COMPLETED"]);
    const outcome = await Effect.gen(function* () {
      const fiber = yield* Effect.fork(waitForGuestPurchase({ target, orderId: "o" }).pipe(api.layer));
      yield* TestClock.adjust(GUEST_PURCHASE_POLL_MILLIS * 2);
      return yield* Fiber.join(fiber);
    }).pipe(Effect.provide(TestContext.TestContext), Effect.runPromise);
    expect(outcome).toBe("succeeded");
    expect(api.calls()).toBe(3);
  });

  it("GST-01: gives 'pending' when the window closes, and stops asking", async () => {
    const api = answering(["PENDING"]);
    const outcome = await Effect.gen(function* () {
      const fiber = yield* Effect.fork(waitForGuestPurchase({ target, orderId: "o" }).pipe(api.layer));
      yield* TestClock.adjust(GUEST_PURCHASE_WINDOW_MILLIS + GUEST_PURCHASE_POLL_MILLIS * 2);
      return yield* Fiber.join(fiber);
    }).pipe(Effect.provide(TestContext.TestContext), Effect.runPromise);
    expect(outcome).toBe("pending");
    expect(api.calls()).toBeLessThanOrEqual(GUEST_PURCHASE_WINDOW_MILLIS / GUEST_PURCHASE_POLL_MILLIS + 2);
  });
});
