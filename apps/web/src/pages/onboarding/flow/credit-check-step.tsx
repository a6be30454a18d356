import { useTranslation } from "react-i18next";
import { withFacts, type StepProps } from "./step-props";
import { buttonClass } from "../../../components/button/button";

/**
 * ONB-08: the credit check of a postpay plan. The operator runs it with the postpay activation; a refusal there
 * ("Credit check failed.") brings the customer back here, where a prepay plan is the way on.
 */
export const CreditCheckStep = ({ flow, update }: StepProps) => {
  const { t } = useTranslation("onboarding");
  const failed = flow.facts.creditCheck === "failed";
  return (
    <div className="step">
      <p>{t("onboarding:credit_check_text")}</p>
      <p className="actions">
        {failed ? null : (
          <button type="button" onClick={() => update((f) => withFacts(f, { creditCheck: "passed" }))}>
            {t("onboarding:credit_check_agree")}
          </button>
        )}
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() =>
            update((f) => ({ ...withFacts(f, { kind: undefined, creditCheck: "not_run" }), plan: undefined }))
          }
        >
          {t("onboarding:choose_another_plan")}
        </button>
      </p>
    </div>
  );
};
