import { describe, expect, it } from "vitest";
import { onboardingStepTitleKey } from "./message-keys";
import {
  OnboardingSteps,
  nextOnboardingStep,
  onboardingStepIndex,
  type OnboardingFacts,
} from "./onboarding-steps";

const start: OnboardingFacts = {
  welcomed: false,
  kind: undefined,
  fullyPaid: false,
  voucher: "undecided",
  billingMethodChosen: false,
  creditCheck: "not_run",
  card: "none",
  serviceActive: false,
  porting: "none",
  appHintSeen: false,
};

describe("onboarding steps (ONB-08)", () => {
  it("are ordered as in the spec", () => {
    expect(OnboardingSteps[0]).toBe("welcome");
    expect(onboardingStepIndex("service_activation")).toBeLessThan(onboardingStepIndex("port_in_progress"));
    expect(onboardingStepTitleKey("credit_check")).toBe("onboarding.step_credit_check");
  });
  it("walks a postpay customer through every step", () => {
    const walk: Array<[Partial<OnboardingFacts>, string]> = [
      [{}, "welcome"],
      [{ welcomed: true }, "bundle_selection"],
      [{ kind: "postpay" }, "billing_method"],
      [{ billingMethodChosen: true }, "credit_check"],
      [{ creditCheck: "passed" }, "card_authorization"],
      [{ card: "authorized" }, "service_activation"],
      [{ serviceActive: true, porting: "in_progress" }, "port_in_progress"],
      [{ porting: "completed" }, "app_download_hint"],
      [{ appHintSeen: true }, "done"],
    ];
    let facts = start;
    for (const [change, step] of walk) {
      facts = { ...facts, ...change };
      expect(nextOnboardingStep(facts).step).toBe(step);
    }
  });
  it("offers the voucher to prepay, which then needs no card", () => {
    const prepay = { ...start, welcomed: true, kind: "prepay" } as const;
    expect(nextOnboardingStep(prepay).step).toBe("voucher");
    expect(nextOnboardingStep({ ...prepay, voucher: "redeemed" }).step).toBe("service_activation");
    expect(nextOnboardingStep({ ...prepay, voucher: "skipped" }).step).toBe("billing_method");
    expect(nextOnboardingStep({ ...prepay, voucher: "skipped", billingMethodChosen: true }).step).toBe(
      "card_authorization",
    );
  });
  it("skips payment for a fully paid prepay plan", () => {
    expect(nextOnboardingStep({ ...start, welcomed: true, kind: "payg", fullyPaid: true }).step).toBe(
      "service_activation",
    );
  });
  it("repeats failed steps with their message", () => {
    const postpay = { ...start, welcomed: true, kind: "postpay", billingMethodChosen: true } as const;
    expect(nextOnboardingStep({ ...postpay, creditCheck: "failed" })).toEqual({
      step: "credit_check",
      messageKey: "onboarding.credit_check_failed",
    });
    const checked = { ...postpay, creditCheck: "passed" } as const;
    expect(nextOnboardingStep({ ...checked, card: "failed" })).toEqual({
      step: "card_authorization",
      messageKey: "onboarding.card_authorization_error",
    });
    expect(nextOnboardingStep({ ...checked, card: "about_to_expire" })).toEqual({
      step: "card_authorization",
      messageKey: "onboarding.card_about_to_expire",
    });
  });
});
