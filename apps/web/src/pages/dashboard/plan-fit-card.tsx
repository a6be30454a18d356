import type { MobileProduct } from "@waea/domain/account";
import { formatNzd } from "@waea/domain/money";
import { loadPlanFit, type PlanFitReport } from "@waea/domain/plans";
import { staticHref } from "@waea/domain/routing";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { usageAmountText } from "./usage-amount";

/** The hint in words: the rule's answer, never decided again here. */
const hintText = (t: TFunction, report: PlanFitReport): string => {
  const { fit } = report;
  switch (fit._tag) {
    case "CurrentFits":
      return t("dashboard:fit_current", { plan: fit.current.name });
    case "NoneFits":
      return t("dashboard:fit_none");
    case "Switch": {
      const saved = fit.savedCents;
      if (saved === undefined || saved === 0) return t("dashboard:fit_covered", { plan: fit.plan.name });
      const amount = formatNzd(Math.abs(saved));
      return saved > 0
        ? t("dashboard:fit_saved", { plan: fit.plan.name, amount })
        : t("dashboard:fit_needed", { plan: fit.plan.name, amount });
    }
  }
};

/**
 * The plan-fit hint (issue 13): from the last 30 days of use, the cheapest plan that would have covered it and what
 * it would have saved or needed (the domain's planFit). Loaded on its own, so the dashboard never waits for it.
 */
export const PlanFitCard = ({
  customerUUID,
  product,
  canChangePlan,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
  readonly canChangePlan: boolean;
}) => {
  const { t } = useTranslation(["dashboard", "usage", "plans", "errors"]);
  const load = useLoad(() => loadPlanFit({ customerUUID, product }), `${customerUUID}/${product.UUID}`);
  const { state } = load;
  if (state.status === "loading") return <p aria-busy="true">{t("dashboard:fit_loading")}</p>;
  if (state.status === "crashed") return null;
  if (state.status === "failed") {
    // A product without a mobile plan to fit has no hint; anything else says why and offers a retry.
    if (state.error._tag === "PlansRefused") return null;
    const message = errorText(state.error);
    return (
      <div role="alert">
        <p>{t(message.key, message.params ?? {})}</p>
        <button type="button" onClick={load.reload}>
          {t("dashboard:retry")}
        </button>
      </div>
    );
  }
  const report = state.value;
  const switchTo = report.fit._tag === "Switch";
  return (
    <>
      <p>
        {t("dashboard:fit_used", {
          data: usageAmountText(t, "data", report.usage.dataMB),
          minutes: usageAmountText(t, "voice", report.usage.minutes),
          texts: usageAmountText(t, "sms", report.usage.texts),
        })}
      </p>
      <p className="fit-hint">{hintText(t, report)}</p>
      {switchTo && canChangePlan ? (
        <p>
          <Link href={staticHref("profile.mobile.all-plans")}>{t("dashboard:fit_see_plans")}</Link>
        </p>
      ) : null}
    </>
  );
};
