import { formatNzd } from "@waea/domain/money";
import type { CatalogEntry, PlanFit, PlanFitReport } from "@waea/domain/plans";
import * as Effect from "effect/Effect";
import { useTranslation } from "react-i18next";
import { useLoad } from "../../components/use-load";
import type { CurrentAccount } from "../profile/use-account";
import { loadPlanFit } from "./plan-fit-on-use";
import styles from "./plans.module.css";

type Suggestion = Extract<PlanFit, { readonly _tag: "Switch" }>;

/**
 * The plan-fit report of the account's product (the domain's loadPlanFit), loaded on its own so the plans never
 * wait for it, and again when the product's plan changes. A report that does not load leaves the cards without a
 * hint: the hint is an extra, the plans are the page.
 */
export const usePlanFit = (account: CurrentAccount): PlanFitReport | undefined => {
  const product = account.product;
  const plan = (product?.Addons ?? []).map((addon) => addon.UUID).join(",");
  const load = useLoad(
    () =>
      product === undefined
        ? Effect.succeed(undefined)
        : loadPlanFit({ customerUUID: account.uuid, product }),
    `${account.uuid}|${product?.UUID ?? ""}|${plan}`,
  );
  return load.state.status === "ready" ? load.state.value : undefined;
};

/** The suggestion for this card: only the plan the rule suggests gets one; none when the current plan fits best. */
export const suggestionFor = (
  report: PlanFitReport | undefined,
  entry: Pick<CatalogEntry, "UUID">,
): Suggestion | undefined =>
  report?.fit._tag === "Switch" && report.fit.plan.uuid === entry.UUID ? report.fit : undefined;

/** The hint on the suggested plan's card: it would have covered the last 30 days, and what it saves or costs more. */
export const PlanFitHint = ({ suggestion }: { readonly suggestion: Suggestion }) => {
  const { t } = useTranslation("plans");
  const saved = suggestion.savedCents;
  const amount = formatNzd(Math.abs(saved ?? 0));
  const text =
    saved === undefined || saved === 0
      ? t("fit_hint_covered")
      : saved > 0
        ? t("fit_hint_saved", { amount })
        : t("fit_hint_needed", { amount });
  return (
    <p className={saved !== undefined && saved > 0 ? `${styles.fit} ${styles.fitSaved}` : styles.fit}>
      {text}
    </p>
  );
};
