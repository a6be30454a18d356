import type { BillingKind } from "@waea/domain/account";
import { bundleChoice, offersCasualRates } from "@waea/domain/onboarding";
import { formatPlan, loadPlans } from "@waea/domain/plans";
import { useSignals } from "@preact/signals-react/runtime";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../../app/app-context";
import { FormAlert } from "../../../components/form-alert";
import { useLoad } from "../../../components/use-load";
import { errorText } from "../../../dialogs/error-text";
import { Loader } from "../../../shell/loader";
import type { ChosenPlan } from "./flow-model";
import { PlanCard } from "./plan-card";
import { withFacts, type StepProps } from "./step-props";
import { buttonClass } from "../../../components/button/button";

const KIND_LABELS: Readonly<Record<BillingKind, string>> = {
  prepay: "onboarding:kind_prepay",
  postpay: "onboarding:kind_postpay",
  payg: "onboarding:kind_payg",
};

/**
 * ONB-05, ONB-08: the bundle/add-on selection. Which billing kinds are offered, and which is selected first, is the
 * domain's bundleChoice (the SIM's metadata and the build's settings); postpay plans come from the postpay list,
 * prepay and PAYG bundles from the prepay add-ons, formatted by the domain. Casual rates (no bundle) are offered
 * where the domain says (offersCasualRates: prepay).
 */
export const BundleStep = ({ flow, update, metadata }: StepProps) => {
  useSignals();
  const { t } = useTranslation(["onboarding", "plans", "errors"]);
  const { settings } = useAppState();
  const choice = bundleChoice({ metadata, settings, chosenBefore: flow.plan?.kind });
  const [kind, setKind] = useState<BillingKind | undefined>(choice.selected);
  const plans = useLoad(() => (kind === undefined ? Effect.succeed([]) : loadPlans(kind)), kind ?? "none");

  const choose = (plan: ChosenPlan) =>
    update((current) => ({ ...withFacts(current, { kind: plan.kind }), plan }));

  return (
    <div className="step">
      <fieldset className="method-choice">
        <legend>{t("onboarding:choose_kind")}</legend>
        {choice.kinds.map((item) => (
          <label key={item}>
            <input
              type="radio"
              name="onboarding-kind"
              value={item}
              checked={kind === item}
              onChange={() => setKind(item)}
            />
            {t(KIND_LABELS[item])}
          </label>
        ))}
      </fieldset>
      {kind === undefined || plans.state.status === "crashed" ? null : plans.state.status === "loading" ? (
        <Loader />
      ) : plans.state.status === "failed" ? (
        <FormAlert text={errorText(plans.state.error)} />
      ) : plans.state.value.length === 0 ? (
        <p>{t("onboarding:no_plans")}</p>
      ) : (
        <ul className="plan-list" aria-label={t("onboarding:plans_of_kind", { kind: t(KIND_LABELS[kind]) })}>
          {plans.state.value.map(formatPlan).map((plan) => (
            <PlanCard
              key={plan.uuid}
              plan={plan}
              chosen={flow.plan?.ProductCatalogUUID === plan.uuid}
              onChoose={() =>
                choose({
                  kind,
                  casual: false,
                  name: plan.name,
                  ProductCatalogUUID: plan.uuid,
                  ProductAvailabilityUUID: plan.availabilityUUID,
                })
              }
            />
          ))}
        </ul>
      )}
      {offersCasualRates(kind) ? (
        <p>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() =>
              choose({
                kind: "prepay",
                casual: true,
                name: undefined,
                ProductCatalogUUID: undefined,
                ProductAvailabilityUUID: undefined,
              })
            }
          >
            {t("onboarding:casual_rates")}
          </button>
        </p>
      ) : null}
    </div>
  );
};
