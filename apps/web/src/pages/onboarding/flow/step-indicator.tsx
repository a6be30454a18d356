import {
  OnboardingSteps,
  onboardingStepIndex,
  onboardingStepTitleKey,
  type OnboardingStep,
} from "@waea/domain/onboarding";
import { useTranslation } from "react-i18next";
import { Stepper } from "../../../components/stepper/stepper";
import { i18nKey } from "../../../i18n/message";

/**
 * Where the customer is among the onboarding screens: the kit's Stepper, so the current step is shown to everyone
 * ("Step 3 of 10", its name in bold, aria-current="step") and the done ones are ticked.
 */
export const StepIndicator = ({ current }: { readonly current: OnboardingStep }) => {
  const { t } = useTranslation("onboarding");
  return (
    <Stepper
      label={t("onboarding:steps")}
      current={onboardingStepIndex(current)}
      steps={OnboardingSteps.map((step) => ({ key: step, label: t(i18nKey(onboardingStepTitleKey(step))) }))}
    />
  );
};
