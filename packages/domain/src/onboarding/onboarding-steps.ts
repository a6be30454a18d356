import type { BillingKind } from "../account";
import type { PortingPhase } from "../porting";
import { OnboardingErrors } from "./onboarding-errors";

/** The onboarding screens in order (spec 01 §2, ONB-08). */
export const OnboardingSteps = [
  "welcome",
  "bundle_selection",
  "voucher",
  "billing_method",
  "credit_check",
  "card_authorization",
  "service_activation",
  "port_in_progress",
  "app_download_hint",
  "done",
] as const;
export type OnboardingStep = (typeof OnboardingSteps)[number];

export const onboardingStepIndex = (step: OnboardingStep): number => OnboardingSteps.indexOf(step);

export interface OnboardingFacts {
  readonly welcomed: boolean;
  /** The billing kind of the chosen bundle or add-on (casual prepay counts as prepay); undefined until chosen. */
  readonly kind: BillingKind | undefined;
  /** Onboarding metadata FullyPaid: the plan was paid at purchase. */
  readonly fullyPaid: boolean;
  readonly voucher: "undecided" | "redeemed" | "skipped";
  readonly billingMethodChosen: boolean;
  readonly creditCheck: "not_run" | "passed" | "failed";
  readonly card: "none" | "authorized" | "failed" | "about_to_expire";
  readonly serviceActive: boolean;
  /** The porting phase of a number brought in with the SIM; "none" when none. */
  readonly porting: PortingPhase | "none";
  readonly appHintSeen: boolean;
}

export interface NextStep {
  readonly step: OnboardingStep;
  /** Why the step is shown again, when it failed. */
  readonly messageKey?: string;
}

/**
 * The next screen from the facts (decided where the spec lists screens only):
 * - the voucher screen is offered to prepay and PAYG only (postpay has no vouchers) and not for a fully paid plan;
 * - a billing method and card authorization are needed for postpay always (it bills monthly) and for the others
 *   unless a voucher or the purchase already paid;
 * - the credit check is for postpay only;
 * - a port still in progress is shown after activation, then the app download hint.
 */
export const nextOnboardingStep = (facts: OnboardingFacts): NextStep => {
  if (!facts.welcomed) return { step: "welcome" };
  if (facts.kind === undefined) return { step: "bundle_selection" };
  const postpay = facts.kind === "postpay";
  if (!postpay && !facts.fullyPaid && facts.voucher === "undecided") return { step: "voucher" };
  const needsCard = postpay || (!facts.fullyPaid && facts.voucher !== "redeemed");
  if (needsCard && !facts.billingMethodChosen) return { step: "billing_method" };
  if (postpay && facts.creditCheck === "failed")
    return { step: "credit_check", messageKey: OnboardingErrors.creditCheckFailed };
  if (postpay && facts.creditCheck === "not_run") return { step: "credit_check" };
  if (needsCard && facts.card === "failed")
    return { step: "card_authorization", messageKey: OnboardingErrors.cardAuthorizationError };
  if (needsCard && facts.card === "about_to_expire")
    return { step: "card_authorization", messageKey: OnboardingErrors.cardAboutToExpire };
  if (needsCard && facts.card === "none") return { step: "card_authorization" };
  if (!facts.serviceActive) return { step: "service_activation" };
  if (facts.porting === "in_progress") return { step: "port_in_progress" };
  if (!facts.appHintSeen) return { step: "app_download_hint" };
  return { step: "done" };
};
