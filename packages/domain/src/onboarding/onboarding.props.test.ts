import fc from "fast-check";
import { describe, it } from "vitest";
import { nextOnboardingStep, OnboardingSteps, type OnboardingFacts } from "./onboarding-steps";
import { PRODUCT_WAIT_MS, productWaitDecision } from "./service-readiness";

const product = fc.option(
  fc.record({
    Status: fc.integer({ min: 0, max: 8 }),
    BillingReference: fc.constantFrom("prepay:1", "postpay:2", ""),
    Addons: fc.array(fc.record({ UUID: fc.string(), Name: fc.string() }), { maxLength: 2 }),
  }),
  { nil: undefined },
);

const facts: fc.Arbitrary<OnboardingFacts> = fc.record({
  welcomed: fc.boolean(),
  kind: fc.constantFrom("prepay", "payg", "postpay", undefined),
  fullyPaid: fc.boolean(),
  voucher: fc.constantFrom("undecided", "redeemed", "skipped"),
  billingMethodChosen: fc.boolean(),
  creditCheck: fc.constantFrom("not_run", "passed", "failed"),
  card: fc.constantFrom("none", "authorized", "failed", "about_to_expire"),
  serviceActive: fc.boolean(),
  porting: fc.constantFrom("none", "in_progress", "completed", "canceled", "failed"),
  appHintSeen: fc.boolean(),
});

describe("onboarding laws", () => {
  it("waiting for the product never lasts past 250 seconds and a ready product is never timed out", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(1_000_000), product, (startedAt, elapsed, p) => {
        const decision = productWaitDecision({ startedAt, now: startedAt + elapsed, product: p });
        return (
          (elapsed < PRODUCT_WAIT_MS || decision !== "waiting") &&
          (decision !== "timed_out" || elapsed >= PRODUCT_WAIT_MS)
        );
      }),
    );
  });
  it("once the wait has timed out it stays timed out until the product is ready", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), product, (a, b, p) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = productWaitDecision({ startedAt: 0, now: early, product: p });
        const later = productWaitDecision({ startedAt: 0, now: late, product: p });
        return first !== "timed_out" || later === "timed_out";
      }),
    );
  });
  it("the next step is a listed step, and done only when the service is active and the app hint was seen", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { step } = nextOnboardingStep(f);
        return OnboardingSteps.includes(step) && (step !== "done" || (f.serviceActive && f.appHintSeen));
      }),
    );
  });
});
