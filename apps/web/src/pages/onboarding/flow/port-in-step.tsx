import { readOnboardingProduct } from "@waea/domain/onboarding";
import { PORTING_FORWARD_STEPS, portingLabelKey, portingTooltipKey, portingView } from "@waea/domain/porting";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../../app/app-context";
import { FormAlert } from "../../../components/form-alert";
import type { DialogText } from "../../../dialogs/dialog-store";
import { failureText } from "../../../dialogs/error-text";
import { i18nKey } from "../../../i18n/message";
import { withActivatedProduct } from "./flow-model";
import type { StepProps } from "./step-props";
import { buttonClass } from "../../../components/button/button";

/**
 * ONB-08: a number brought in with the SIM is still moving (up to 3 hours): the porting states in order, with the
 * domain's label and explanation (tooltip) of each, the current one marked. The customer may check again or go on.
 */
export const PortInStep = ({ flow, update, customerUUID, productUUID }: StepProps) => {
  const { t } = useTranslation(["onboarding", "porting", "errors"]);
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const view = portingView(flow.product?.PortingState);

  const refresh = async () => {
    setAlert(undefined);
    setPending(true);
    const reply = await runtime.run(readOnboardingProduct(flow.facts.kind, customerUUID, productUUID), {
      report: false,
    });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    update((current) => withActivatedProduct(current, reply.value));
  };

  return (
    <div className="step">
      <p>{t("onboarding:port_in_text")}</p>
      {view.labelKey === undefined ? null : (
        <p role="status">
          <strong>{t(i18nKey(view.labelKey))}</strong>
          {view.tooltipKey === undefined ? null : <> {t(i18nKey(view.tooltipKey))}</>}
        </p>
      )}
      <ol className="porting-steps">
        {PORTING_FORWARD_STEPS.map((step) => (
          <li key={step.number} aria-current={view.step === step.number ? "step" : undefined}>
            <span title={t(i18nKey(portingTooltipKey(step.state)))}>
              {t(i18nKey(portingLabelKey(step.state)))}
            </span>
          </li>
        ))}
      </ol>
      <FormAlert text={alert} />
      <p className="actions">
        <button type="button" disabled={pending} aria-busy={pending} onClick={() => void refresh()}>
          {t("onboarding:check_again")}
        </button>
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => update((current) => ({ ...current, portingAcknowledged: true }))}
        >
          {t("onboarding:continue_while_porting")}
        </button>
      </p>
    </div>
  );
};
