import fc from "fast-check";
import { describe, it } from "vitest";
import { nextOnboardingStep, OnboardingSteps, type OnboardingFacts } from "./onboarding-steps";

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
  it("the next step is a listed step, and done only when the service is active and the app hint was seen", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { step } = nextOnboardingStep(f);
        return OnboardingSteps.includes(step) && (step !== "done" || (f.serviceActive && f.appHintSeen));
      }),
    );
  });
});
