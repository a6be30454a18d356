import * as Effect from "effect/Effect";
import * as Fiber from "effect/Fiber";
import * as Ref from "effect/Ref";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { describe, expect, it } from "vitest";
import { retryWhileNoAnswer } from "./addon-retry";

/** A script on TestClock: it forks the retry it tests, moves the clock and looks. */
const onTestClock = <A>(script: Effect.Effect<A>) =>
  Effect.runPromise(script.pipe(Effect.provide(TestContext.TestContext)));

/** An attempt that counts its calls and answers the count, after `latencyMillis` on Effect's Clock. */
const counting = (calls: Ref.Ref<number>, latencyMillis = 0) =>
  Effect.delay(
    Ref.updateAndGet(calls, (n) => n + 1),
    latencyMillis,
  );

describe("the add-on purchase retry (PLAN-04, spec 02 §4), on TestClock", () => {
  it("asks again every second until an answer comes, and gives that answer", async () => {
    const seen = await onTestClock(
      Effect.gen(function* () {
        const calls = yield* Ref.make(0);
        const fiber = yield* Effect.fork(retryWhileNoAnswer(counting(calls), (n) => n < 4));
        yield* TestClock.adjust(999);
        const beforeOneSecond = yield* Ref.get(calls);
        yield* TestClock.adjust(1);
        const atOneSecond = yield* Ref.get(calls);
        yield* TestClock.adjust(2000);
        return { beforeOneSecond, atOneSecond, answer: yield* Fiber.join(fiber) };
      }),
    );
    expect(seen).toEqual({ beforeOneSecond: 1, atOneSecond: 2, answer: 4 });
  });

  it("stops when 10 s have passed since the first reply, giving the last reply", async () => {
    const seen = await onTestClock(
      Effect.gen(function* () {
        const calls = yield* Ref.make(0);
        const fiber = yield* Effect.fork(retryWhileNoAnswer(counting(calls), () => true));
        yield* TestClock.adjust(9_999);
        const inWindow = { calls: yield* Ref.get(calls), done: (yield* Fiber.poll(fiber))._tag === "Some" };
        yield* TestClock.adjust(1);
        return { inWindow, last: yield* Fiber.join(fiber) };
      }),
    );
    // Asked at 0, 1, ..., 9 s; the try at 10 s was decided inside the window; none after it.
    expect(seen).toEqual({ inWindow: { calls: 10, done: false }, last: 11 });
  });

  it("counts the window from the first reply, however slowly the operator answers", async () => {
    const last = await onTestClock(
      Effect.gen(function* () {
        const calls = yield* Ref.make(0);
        const fiber = yield* Effect.fork(retryWhileNoAnswer(counting(calls, 4000), () => true));
        yield* TestClock.adjust(60_000);
        return yield* Fiber.join(fiber);
      }),
    );
    // Replies at 4, 9 and 14 s: the window opened at 4 s and was closed when the reply of 14 s came.
    expect(last).toBe(3);
  });

  it("passes a failed attempt on at once, without retrying it", async () => {
    const seen = await onTestClock(
      Effect.gen(function* () {
        const calls = yield* Ref.make(0);
        const failing = Effect.zipRight(counting(calls), Effect.fail("refused" as const));
        const outcome = yield* Effect.either(retryWhileNoAnswer(failing, () => true));
        return { outcome, calls: yield* Ref.get(calls) };
      }),
    );
    expect(seen).toMatchObject({ outcome: { _tag: "Left", left: "refused" }, calls: 1 });
  });
});
