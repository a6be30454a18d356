import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Fiber from "effect/Fiber";
import * as Option from "effect/Option";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { describe, expect, it } from "vitest";
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_TIMEOUT_MS } from "../order-status";
import { PRODUCT_CHECK_INTERVAL_MS, PRODUCT_WAIT_TIMEOUT_MS } from "../product-wait";
import { awaitNewProduct, awaitOrderStatus } from "./await-order";

const onTestClock = <A>(script: Effect.Effect<A>) =>
  Effect.runPromise(script.pipe(Effect.provide(TestContext.TestContext)));

/** An operator read that counts its calls, answers `answer(n)` for the n-th (from 1), after `millis` on the clock. */
const reader = <A>(answer: (n: number) => A, millis = 0) => {
  let reads = 0;
  const read = Effect.suspend(() => {
    reads += 1;
    return Effect.delay(Effect.succeed(answer(reads)), millis);
  });
  return { read, reads: () => reads };
};

const isDone = <A, E>(fiber: Fiber.Fiber<A, E>) => Effect.map(Fiber.poll(fiber), Option.isSome);

/** The fiber's result by now, or "still running" (it is then interrupted: a wrong schedule fails the test, not hangs). */
const resultByNow = <A>(fiber: Fiber.Fiber<A>) =>
  Effect.gen(function* () {
    const exit = yield* Fiber.poll(fiber);
    if (Option.isNone(exit)) {
      yield* Fiber.interrupt(fiber);
      return "still running" as const;
    }
    return yield* exit.value;
  });

/**
 * A read that takes 59.75 s: reads then start at 0, 60, 120 and 180 s and answer 0, 60, 120 and 180 s after the
 * first answer, so a 3-minute window is still open at the third answer and closed at the fourth, at 239.75 s.
 */
const SLOW_READ_MILLIS = 59_750;
const FOURTH_ANSWER_AT = 180_000 + SLOW_READ_MILLIS;

describe("awaitOrderStatus (spec 03 §4), on TestClock", () => {
  it("reads the order every 250 ms until it is processing", async () => {
    const order = reader((n) => ({ Status: n < 4 ? "NEW" : "PROCESSING" }));
    const seen = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(awaitOrderStatus("O1", order.read)));
        const reads: number[] = [];
        for (const step of [0, ORDER_POLL_INTERVAL_MS - 1, 1, ORDER_POLL_INTERVAL_MS]) {
          yield* TestClock.adjust(step);
          reads.push(order.reads());
        }
        const early = yield* isDone(fiber);
        yield* TestClock.adjust(ORDER_POLL_INTERVAL_MS);
        return { reads, early, out: yield* resultByNow(fiber) };
      }),
    );
    expect(ORDER_POLL_INTERVAL_MS).toBe(250);
    expect(seen.reads).toEqual([1, 1, 2, 3]);
    expect(seen.early).toBe(false);
    expect(seen.out).toEqual(Either.right(undefined));
    expect(order.reads()).toBe(4);
  });

  it("stops at once on FAILED with the first order note", async () => {
    const order = reader(() => ({ Status: "FAILED", OrderNotes: [{ Note: "No line" }] }));
    const out = await onTestClock(Effect.either(awaitOrderStatus("O1", order.read)));
    expect(out).toMatchObject({ left: { _tag: "BroadbandOrderFailed", orderId: "O1", note: "No line" } });
    expect(order.reads()).toBe(1);
  });

  it("gives up 3 minutes after the first answer: the order is still being processed", async () => {
    const slow = reader(() => ({ Status: "NEW" }), SLOW_READ_MILLIS);
    const seen = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(awaitOrderStatus("O1", slow.read)));
        yield* TestClock.adjust(FOURTH_ANSWER_AT - 1);
        const before = { reads: slow.reads(), done: yield* isDone(fiber) };
        yield* TestClock.adjust(1);
        return { before, out: yield* resultByNow(fiber) };
      }),
    );
    expect(ORDER_POLL_TIMEOUT_MS).toBe(180_000);
    expect(seen.before).toEqual({ reads: 4, done: false });
    expect(seen.out).toMatchObject({ left: { _tag: "BroadbandOrderStillProcessing", orderId: "O1" } });
    expect(slow.reads()).toBe(4);
  });
});

describe("awaitNewProduct (spec 03 §4), on TestClock", () => {
  const before = new Set(["old"]);

  it("looks every 250 ms and hands back the product that was not there before", async () => {
    const products = reader((n) => (n < 3 ? ["old"] : ["old", "new"]));
    const seen = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(awaitNewProduct(products.read, before));
        yield* TestClock.adjust(2 * PRODUCT_CHECK_INTERVAL_MS - 1);
        const reads = products.reads();
        yield* TestClock.adjust(1);
        return { reads, found: yield* resultByNow(fiber) };
      }),
    );
    expect(PRODUCT_CHECK_INTERVAL_MS).toBe(250);
    expect(seen).toEqual({ reads: 2, found: "new" });
  });

  it("gives up 3 minutes after the first answer with no product", async () => {
    const slow = reader(() => ["old"], SLOW_READ_MILLIS);
    const seen = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(awaitNewProduct(slow.read, before));
        yield* TestClock.adjust(FOURTH_ANSWER_AT - 1);
        const done = yield* isDone(fiber);
        yield* TestClock.adjust(1);
        return { done, found: yield* resultByNow(fiber) };
      }),
    );
    expect(PRODUCT_WAIT_TIMEOUT_MS).toBe(180_000);
    expect(seen).toEqual({ done: false, found: undefined });
    expect(slow.reads()).toBe(4);
  });
});
