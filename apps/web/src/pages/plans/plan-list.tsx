import { filterPlans, type CatalogEntry, type PlanDisplay, type QuickFilter } from "@waea/domain/plans";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state/empty-state";
import { useCatalogueText } from "../../i18n/catalogue-text";
import { PlanCard } from "./plan-card";
import styles from "./plans.module.css";

/**
 * Plans of a list as cards, through a quick filter: an empty filter says so and how to see them all again. Each
 * card gets its badge, hint and actions from the page.
 */
export const PlanList = ({
  plans,
  filter,
  onReset,
  label,
  card,
}: {
  readonly plans: ReadonlyArray<CatalogEntry>;
  readonly filter: QuickFilter;
  readonly onReset: () => void;
  readonly label: string;
  readonly card: (
    entry: CatalogEntry,
    plan: PlanDisplay,
  ) => {
    readonly badge?: ReactNode;
    readonly hint?: ReactNode;
    readonly actions?: ReactNode;
    readonly highlighted?: boolean;
  };
}) => {
  const { t } = useTranslation("plans");
  const catalogue = useCatalogueText();
  const shown = filterPlans(plans, filter);
  if (shown.length === 0)
    return (
      <EmptyState
        level={3}
        title={t("none_match_title")}
        text={t("none_match_text")}
        action={
          <button type="button" className="button-secondary" onClick={onReset}>
            {t("filter_reset")}
          </button>
        }
      />
    );
  return (
    <ul className={styles.list} aria-label={label}>
      {shown.map((entry) => {
        const plan = catalogue.plan(entry);
        return <PlanCard key={entry.UUID} plan={plan} {...card(entry, plan)} />;
      })}
    </ul>
  );
};
