import * as Effect from "effect/Effect";
import * as Fiber from "effect/Fiber";
import * as Ref from "effect/Ref";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { describe, expect, it } from "vitest";
import { afterPostpayRefreshDelay } from "./postpay-refresh";

describe("the postpay balance refresh (PAY-04, spec 02 §4), on TestClock", () => {
  it("reads the balance once, 3 s after the payment and not before", async () => {
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const reads = yield* Ref.make(0);
        const fiber = yield* Effect.fork(afterPostpayRefreshDelay(Ref.updateAndGet(reads, (n) => n + 1)));
        yield* TestClock.adjust(2999);
        const before = yield* Ref.get(reads);
        yield* TestClock.adjust(1);
        const answer = yield* Fiber.join(fiber);
        yield* TestClock.adjust(10_000);
        return { before, answer, after: yield* Ref.get(reads) };
      }).pipe(Effect.provide(TestContext.TestContext)),
    );
    expect(seen).toEqual({ before: 0, answer: 1, after: 1 });
  });
});
