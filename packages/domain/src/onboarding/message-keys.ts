import { OnboardingErrors } from "./onboarding-errors";
import { OnboardingSteps, type OnboardingStep } from "./onboarding-steps";

/** The title of each onboarding screen. */
export const onboardingStepTitleKey = (step: OnboardingStep): string => `onboarding.step_${step}`;

/** "Wait 10-30 seconds, do not refresh" on the service activation screen (spec 01 §2). */
export const SERVICE_ACTIVATION_WAIT = "onboarding.service_activation_wait";

/** Every message key the onboarding context returns, for the i18n completeness check of the shells. */
export const OnboardingMessageKeys: ReadonlyArray<string> = [
  ...Object.values(OnboardingErrors),
  ...OnboardingSteps.map(onboardingStepTitleKey),
  SERVICE_ACTIVATION_WAIT,
  "onboarding.activation_error_with_message",
  "onboarding.activation_error_try_later",
  "onboarding.activation_timeout",
  "onboarding.verification_code_required",
  "onboarding.verification_code_incorrect",
  "onboarding.activation_link_invalid",
  "onboarding.new_activation_link_sent",
  "onboarding.number_or_sim_required",
  "onboarding.sim_transferred",
];
