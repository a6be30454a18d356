import { describe, expect, it } from "vitest";
import { factsAfterActivationFailure } from "./activation-failure";
import { OnboardingErrors } from "./onboarding-errors";
import { nextOnboardingStep, type OnboardingFacts } from "./onboarding-steps";

/** A postpay SIM at the service activation screen: every earlier step done. */
const activating: OnboardingFacts = {
  welcomed: true,
  kind: "postpay",
  fullyPaid: false,
  voucher: "skipped",
  billingMethodChosen: true,
  creditCheck: "passed",
  card: "authorized",
  serviceActive: false,
  porting: "none",
  appHintSeen: false,
};

describe("factsAfterActivationFailure (ONB-03..06)", () => {
  it("ONB-06: a refused credit check sends the flow back to the credit check, with its message", () => {
    const facts = { ...activating, ...factsAfterActivationFailure(OnboardingErrors.creditCheckFailed) };
    expect(nextOnboardingStep(facts)).toEqual({
      step: "credit_check",
      messageKey: OnboardingErrors.creditCheckFailed,
    });
  });

  it("ONB-08: a refused card sends the flow back to card authorisation, with its message", () => {
    const facts = { ...activating, ...factsAfterActivationFailure(OnboardingErrors.cardAuthorizationError) };
    expect(nextOnboardingStep(facts)).toEqual({
      step: "card_authorization",
      messageKey: OnboardingErrors.cardAuthorizationError,
    });
  });

  it("ONB-06: any other failure changes no fact, so the activation screen stays", () => {
    expect(factsAfterActivationFailure(OnboardingErrors.noService)).toBeUndefined();
    expect(factsAfterActivationFailure("onboarding.activation_error_try_later")).toBeUndefined();
    expect(nextOnboardingStep(activating).step).toBe("service_activation");
  });
});
