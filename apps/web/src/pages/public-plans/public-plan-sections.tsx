import { filterPlans, type CatalogEntry, type PlanDisplay, type QuickFilter } from "@waea/domain/plans";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { PlanFilters } from "../plans/plan-filters";
import { PlanList } from "../plans/plan-list";
import { PlansSkeleton } from "../plans/plans-skeleton";
import styles from "../plans/plans.module.css";
import type { PlanSection } from "./use-public-plans";
import type { Load } from "../../components/use-load";
import type { ApiError } from "@waea/domain/ports";

const SECTION_TITLES = {
  postpay: "plans:postpay_plans",
  prepay: "plans:prepay_plans",
  payg: "plans:prepay_plans",
};

/**
 * The public plan lists (PLAN-07): the quick filters over every section, then each kind's plans as cards (the
 * domain's display rules), with loading, empty and error states.
 */
export const PublicPlanSections = ({
  load,
  card,
}: {
  readonly load: Load<ReadonlyArray<PlanSection>, ApiError>;
  readonly card: (
    entry: CatalogEntry,
    plan: PlanDisplay,
  ) => { readonly highlighted?: boolean; readonly badge?: ReactNode; readonly actions?: ReactNode };
}) => {
  const [filter, setFilter] = useState<QuickFilter>("all");
  return (
    <Loaded load={load} skeleton={<PlansSkeleton />}>
      {(loaded) => <Sections sections={loaded} card={card} filter={filter} onFilter={setFilter} />}
    </Loaded>
  );
};

/** The sections that have plans, with the quick filter over them; an empty state when no section has plans. */
const Sections = ({
  sections: all,
  card,
  filter,
  onFilter,
}: {
  readonly sections: ReadonlyArray<PlanSection>;
  readonly card: Parameters<typeof PlanList>[0]["card"];
  readonly filter: QuickFilter;
  readonly onFilter: (filter: QuickFilter) => void;
}) => {
  const { t } = useTranslation(["plans", "errors"]);
  const sections = all.filter((section) => section.plans.length > 0);
  if (sections.length === 0)
    return <EmptyState title={t("plans:no_plans_title")} text={t("plans:no_plans_text")} />;
  const shown = sections.reduce((sum, section) => sum + filterPlans(section.plans, filter).length, 0);
  return (
    <>
      <PlanFilters filter={filter} onFilter={onFilter} shown={shown} />
      {sections.map((section) => (
        <section key={section.kind} className={styles.section} aria-labelledby={`plans-${section.kind}`}>
          {sections.length > 1 ? (
            <h2 id={`plans-${section.kind}`}>{t(SECTION_TITLES[section.kind])}</h2>
          ) : null}
          <PlanList
            plans={section.plans}
            filter={filter}
            onReset={() => onFilter("all")}
            label={t(SECTION_TITLES[section.kind])}
            card={card}
          />
        </section>
      ))}
    </>
  );
};
