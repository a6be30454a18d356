import { useTranslation } from "react-i18next";
import { withFacts, type StepProps } from "./step-props";

/** ONB-08: the welcome screen. */
export const WelcomeStep = ({ update }: StepProps) => {
  const { t } = useTranslation("onboarding");
  return (
    <div className="step">
      <p>{t("onboarding:welcome_text")}</p>
      <ul>
        <li>{t("onboarding:welcome_point_plan")}</li>
        <li>{t("onboarding:welcome_point_pay")}</li>
        <li>{t("onboarding:welcome_point_activate")}</li>
      </ul>
      <button type="button" onClick={() => update((flow) => withFacts(flow, { welcomed: true }))}>
        {t("onboarding:get_started")}
      </button>
    </div>
  );
};
