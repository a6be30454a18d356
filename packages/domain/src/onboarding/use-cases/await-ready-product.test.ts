import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Fiber from "effect/Fiber";
import * as Option from "effect/Option";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { describe, expect, it } from "vitest";
import type { MobileProduct } from "../../account";
import { PRODUCT_POLL_INTERVAL_MS, PRODUCT_WAIT_MS } from "../service-readiness";
import { awaitReadyProduct } from "./await-ready-product";

const onTestClock = <A>(script: Effect.Effect<A>) =>
  Effect.runPromise(script.pipe(Effect.provide(TestContext.TestContext)));

const waiting: MobileProduct = { UUID: "p1", Status: 2 };
const ready: MobileProduct = {
  UUID: "p1",
  Status: 4,
  BillingReference: "prepay:1001",
  Addons: [{ UUID: "a1", Name: "Kōrero 8GB" }],
};

/** A product read that counts its calls and answers `answer(n)` for the n-th (from 1); Left fails the read. */
const reader = (answer: (n: number) => Either.Either<MobileProduct, string>) => {
  let reads = 0;
  const read = Effect.suspend(() => {
    reads += 1;
    return Either.match(answer(reads), { onLeft: Effect.fail, onRight: Effect.succeed });
  });
  return { read, reads: () => reads };
};

/** The 51st read happens at 250 s: the one read at 0 s and one every 5 s after it. */
const READS_IN_THE_WAIT = PRODUCT_WAIT_MS / PRODUCT_POLL_INTERVAL_MS + 1;

describe("awaitReadyProduct (ONB-06, spec 01 §9), on TestClock", () => {
  it("reads the product every 5 seconds until it is ready", async () => {
    const product = reader((n) => Either.right(n < 4 ? waiting : ready));
    const seen = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(awaitReadyProduct(product.read)));
        const reads: number[] = [];
        for (const step of [0, PRODUCT_POLL_INTERVAL_MS - 1, 1, PRODUCT_POLL_INTERVAL_MS]) {
          yield* TestClock.adjust(step);
          reads.push(product.reads());
        }
        const early = Option.isSome(yield* Fiber.poll(fiber));
        yield* TestClock.adjust(PRODUCT_POLL_INTERVAL_MS);
        return { reads, early, out: yield* Fiber.join(fiber) };
      }),
    );
    expect(PRODUCT_POLL_INTERVAL_MS).toBe(5_000);
    expect(seen.reads).toEqual([1, 1, 2, 3]);
    expect(seen.early).toBe(false);
    expect(seen.out).toEqual(Either.right(ready));
  });

  it("counts a failed read as not ready yet", async () => {
    const product = reader((n) => (n < 3 ? Either.left("No prepay product") : Either.right(ready)));
    const out = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(awaitReadyProduct(product.read)));
        yield* TestClock.adjust(2 * PRODUCT_POLL_INTERVAL_MS);
        return yield* Fiber.join(fiber);
      }),
    );
    expect(out).toEqual(Either.right(ready));
    expect(product.reads()).toBe(3);
  });

  it("gives up at 250 seconds, after the read at 250 s, with the activation timeout", async () => {
    const product = reader(() => Either.right(waiting));
    const seen = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(awaitReadyProduct(product.read)));
        yield* TestClock.adjust(PRODUCT_WAIT_MS - 1);
        const before = { reads: product.reads(), done: Option.isSome(yield* Fiber.poll(fiber)) };
        yield* TestClock.adjust(1);
        return { before, out: yield* Fiber.join(fiber) };
      }),
    );
    expect(PRODUCT_WAIT_MS).toBe(250_000);
    expect(seen.before).toEqual({ reads: READS_IN_THE_WAIT - 1, done: false });
    expect(seen.out).toMatchObject({
      left: { _tag: "OnboardingFailed", messageKey: "onboarding.activation_timeout" },
    });
    expect(product.reads()).toBe(READS_IN_THE_WAIT);
  });

  it("a product that is ready at the last read, at 250 s, still wins", async () => {
    const product = reader((n) => Either.right(n < READS_IN_THE_WAIT ? waiting : ready));
    const out = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(Effect.either(awaitReadyProduct(product.read)));
        yield* TestClock.adjust(PRODUCT_WAIT_MS);
        return yield* Fiber.join(fiber);
      }),
    );
    expect(out).toEqual(Either.right(ready));
  });
});
