import {
  OnboardingSteps,
  onboardingStepIndex,
  onboardingStepTitleKey,
  type OnboardingStep,
} from "@waea/domain/onboarding";
import { useTranslation } from "react-i18next";
import { i18nKey } from "../../../i18n/message";

/** Where the customer is among the onboarding screens: the steps in order, the current one marked. */
export const StepIndicator = ({ current }: { readonly current: OnboardingStep }) => {
  const { t } = useTranslation("onboarding");
  const at = onboardingStepIndex(current);
  return (
    <nav aria-label={t("onboarding:steps")}>
      <ol className="step-indicator">
        {OnboardingSteps.map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? "step" : undefined}
            className={index < at ? "step-done" : step === current ? "step-current" : "step-next"}
          >
            {t(i18nKey(onboardingStepTitleKey(step)))}
          </li>
        ))}
      </ol>
    </nav>
  );
};
