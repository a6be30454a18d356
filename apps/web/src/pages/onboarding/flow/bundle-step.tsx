import type { BillingKind } from "@waea/domain/account";
import { offeredKinds } from "@waea/domain/onboarding";
import { formatPlan, loadPlans } from "@waea/domain/plans";
import { useSignals } from "@preact/signals-react/runtime";
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

const KIND_LABELS: Readonly<Record<BillingKind, string>> = {
  prepay: "onboarding:kind_prepay",
  postpay: "onboarding:kind_postpay",
  payg: "onboarding:kind_payg",
};

/**
 * ONB-05, ONB-08: the bundle/add-on selection. The billing kinds are those the SIM's metadata has a catalog for (all
 * the build's kinds when it names none); postpay plans come from the postpay list, prepay and PAYG bundles from the
 * prepay add-ons, formatted by the domain. Prepay may also go without a bundle, at casual rates.
 */
export const BundleStep = ({ flow, update, metadata }: StepProps) => {
  useSignals();
  const { t } = useTranslation(["onboarding", "plans", "errors"]);
  const { settings } = useAppState();
  const offered = metadata === undefined ? [] : offeredKinds(metadata);
  const kinds = (offered.length > 0 ? offered : settings.planKinds).filter((kind) =>
    settings.planKinds.includes(kind),
  );
  const [kind, setKind] = useState<BillingKind | undefined>(flow.plan?.kind ?? kinds[0]);
  const plans = useLoad(() => loadPlans(kind ?? "prepay"), kind ?? "none");

  const choose = (plan: ChosenPlan) =>
    update((current) => ({ ...withFacts(current, { kind: plan.kind }), plan }));

  return (
    <div className="step">
      <fieldset className="method-choice">
        <legend>{t("onboarding:choose_kind")}</legend>
        {kinds.map((item) => (
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
      {kind === undefined ? null : plans.state.status === "loading" ? (
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
      {kind === "prepay" ? (
        <p>
          <button
            type="button"
            className="secondary"
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
