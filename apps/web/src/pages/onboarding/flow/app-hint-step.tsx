import { useTranslation } from "react-i18next";
import { withFacts, type StepProps } from "./step-props";

/** ONB-08: the app download hint, once the service is active. */
export const AppHintStep = ({ update }: StepProps) => {
  const { t } = useTranslation("onboarding");
  return (
    <div className="step">
      <p>{t("onboarding:app_hint_text")}</p>
      <ul>
        <li>{t("onboarding:app_hint_ios")}</li>
        <li>{t("onboarding:app_hint_android")}</li>
      </ul>
      <button type="button" onClick={() => update((flow) => withFacts(flow, { appHintSeen: true }))}>
        {t("onboarding:continue")}
      </button>
    </div>
  );
};
