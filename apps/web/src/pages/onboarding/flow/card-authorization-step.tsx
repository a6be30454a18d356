import { authorizeCard } from "@waea/domain/onboarding";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../../app/app-context";
import { i18nKey } from "../../../i18n/message";
import { cardLabel } from "./card-label";
import { withFacts, type StepProps } from "./step-props";
import { buttonClass } from "../../../components/button/button";

/**
 * ONB-08: the card that will be authorised. What authorising it means (a card that has expired or is about to
 * expire is refused, spec 01 §8, at the time Effect's Clock tells) is the domain's authorizeCard; the payment
 * itself is confirmed with the card provider during activation.
 */
export const CardAuthorizationStep = ({ flow, update }: StepProps) => {
  const { t } = useTranslation(["onboarding", "payments"]);
  const runtime = useRuntime();
  const card = flow.card;
  const chooseAnother = () =>
    update((current) => ({
      ...withFacts(current, { billingMethodChosen: false, card: "none" }),
      card: undefined,
    }));
  if (card === undefined)
    return (
      <div className="step">
        <button type="button" onClick={chooseAnother}>
          {t("onboarding:choose_card")}
        </button>
      </div>
    );
  const authorize = async () => {
    const reply = await runtime.run(authorizeCard(card));
    if (!reply.ok) return;
    const outcome = reply.value;
    update((current) =>
      outcome.card === "failed"
        ? { ...withFacts(current, { card: "failed" }), message: { key: i18nKey(outcome.messageKey) } }
        : withFacts(current, { card: outcome.card }),
    );
  };
  return (
    <div className="step">
      <p>{t("onboarding:authorize_text", { card: cardLabel(t, card) })}</p>
      <p className="actions">
        <button type="button" onClick={() => void authorize()}>
          {t("onboarding:authorize_card")}
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={chooseAnother}>
          {t("onboarding:choose_another_card")}
        </button>
      </p>
    </div>
  );
};
