import type { BroadbandFlow, BroadbandPlan, Modem } from "@waea/domain/broadband";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import { Form } from "../../components/form/form";
import { Money } from "../../components/money";
import { SubmitButton } from "../../components/submit-button";
import { PlanChoices } from "./plan-choices";
import type { Offer } from "./use-broadband-flow";
import styles from "./broadband.module.css";

const OWN_MODEM = "own";

/**
 * What the address can have (BB-01): its availability in words (ready, an install needed, a scope visit first),
 * the plans (the one chosen on the fibre package page first, when the address offers it), and for fixed wireless
 * the modems (or the customer's own), chosen together.
 */
export const PlanStep = ({
  flow,
  offer,
  preferredPlan,
  onChoose,
}: {
  readonly flow: BroadbandFlow;
  readonly offer: Offer;
  readonly preferredPlan?: string | undefined;
  readonly onChoose: (plan: BroadbandPlan, modem: Modem | undefined) => void;
}) => {
  const { t } = useTranslation("broadband");
  const preferred = offer.plans.find((candidate) => candidate.ID === preferredPlan)?.ID;
  const [planId, setPlanId] = useState(flow.plan?.ID ?? preferred ?? offer.plans[0]?.ID);
  const [modemId, setModemId] = useState(
    flow.modem?.ID ?? (offer.modems.length > 0 ? offer.modems[0]?.ItemUUID : OWN_MODEM),
  );
  const plan = offer.plans.find((candidate) => candidate.ID === planId);
  const modem = offer.modems.find((candidate) => candidate.ItemUUID === modemId);
  return (
    <Card title={t("broadband:flow_plan_title")}>
      <p role="status" className={styles.available}>
        {t(`broadband:flow_availability_${flow.availability ?? "service_available"}`, {
          address: flow.location?.Formatted ?? "",
        })}
      </p>
      <Form onSubmit={() => (plan === undefined ? undefined : onChoose(plan, modem))}>
        <PlanChoices
          legend={t("broadband:flow_plans")}
          plans={offer.plans}
          chosen={planId}
          onChoose={setPlanId}
        />
        {offer.modems.length === 0 ? null : (
          <fieldset className={styles.choices}>
            <legend>{t("broadband:flow_modems")}</legend>
            {offer.modems.map((option) => (
              <RadioChoice
                key={option.ItemUUID}
                name="modem"
                value={option.ItemUUID}
                checked={option.ItemUUID === modemId}
                onChoose={() => setModemId(option.ItemUUID)}
                className={styles.choice ?? ""}
              >
                <span className={styles.choiceName}>{option.Name}</span>
                <Money cents={option.Price} />
              </RadioChoice>
            ))}
            <RadioChoice
              name="modem"
              value={OWN_MODEM}
              checked={modemId === OWN_MODEM}
              onChoose={() => setModemId(OWN_MODEM)}
              className={styles.choice ?? ""}
            >
              {t("broadband:flow_own_modem")}
            </RadioChoice>
          </fieldset>
        )}
        <div className="actions">
          <SubmitButton pending={false}>{t("broadband:flow_continue")}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
};
