import { addCard, listCards, type Card } from "@waea/domain/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../../app/app-context";
import { FormAlert } from "../../../components/form-alert";
import { useLoad } from "../../../components/use-load";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText, failureText } from "../../../dialogs/error-text";
import { Loader } from "../../../shell/loader";
import { cardLabel } from "./card-label";
import { withFacts, type StepProps } from "./step-props";
import { buttonClass } from "../../../components/button/button";

/**
 * ONB-08: how to pay: one of the account's cards (the default first, deleted ones left out, by the domain's
 * listCards), or a new card set up with the card provider.
 */
export const BillingMethodStep = ({ flow, update, customerUUID }: StepProps) => {
  const { t } = useTranslation(["onboarding", "payments", "errors"]);
  const runtime = useRuntime();
  const cards = useLoad(() => listCards(customerUUID), customerUUID);
  const [chosen, setChosen] = useState<string | undefined>(flow.card?.cardId);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  if (cards.state.status === "loading") return <Loader />;
  const list: ReadonlyArray<Card> = cards.state.status === "ready" ? cards.state.value : [];
  const selected = list.find((card) => card.cardId === (chosen ?? list[0]?.cardId));

  const add = async () => {
    setAlert(undefined);
    setPending(true);
    const reply = await runtime.run(addCard(customerUUID), { report: false });
    setPending(false);
    if (!reply.ok) return setAlert(failureText(reply));
    cards.replace(reply.value);
  };
  const use = (card: Card) =>
    update((current) => ({
      ...withFacts(current, { billingMethodChosen: true, card: "none" }),
      card,
    }));

  return (
    <div className="step">
      {cards.state.status === "failed" ? <FormAlert text={errorText(cards.state.error)} /> : null}
      {list.length === 0 ? (
        <p>{t("onboarding:no_cards")}</p>
      ) : (
        <fieldset className="method-choice">
          <legend>{t("onboarding:choose_card")}</legend>
          {list.map((card) => (
            <label key={card.cardId}>
              <input
                type="radio"
                name="onboarding-card"
                value={card.cardId}
                checked={selected?.cardId === card.cardId}
                onChange={() => setChosen(card.cardId)}
              />
              {cardLabel(t, card)}
            </label>
          ))}
        </fieldset>
      )}
      <FormAlert text={alert} />
      <p className="actions">
        {selected === undefined ? null : (
          <button type="button" onClick={() => use(selected)}>
            {t("onboarding:use_this_card")}
          </button>
        )}
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={pending}
          aria-busy={pending}
          onClick={() => void add()}
        >
          {t("onboarding:add_card")}
        </button>
      </p>
    </div>
  );
};
