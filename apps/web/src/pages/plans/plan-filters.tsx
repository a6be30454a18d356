import { QuickFilterLabelKeys, QuickFilters, type QuickFilter } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";
import { i18nKey } from "../../i18n/message";
import styles from "./plans.module.css";

/** The quick filters of the plan list (spec 02 §9): Unlimited, Limited and the reset, as pressed buttons. */
export const PlanFilters = ({
  filter,
  onFilter,
  shown,
}: {
  readonly filter: QuickFilter;
  readonly onFilter: (filter: QuickFilter) => void;
  readonly shown: number;
}) => {
  const { t } = useTranslation("plans");
  return (
    <div className={styles.filters}>
      <div role="group" aria-label={t("filters_label")} className={styles.filterButtons}>
        {QuickFilters.map((item) => (
          <button
            key={item}
            type="button"
            className={item === filter && item !== "all" ? styles.filterOn : styles.filter}
            aria-pressed={item === "all" ? undefined : item === filter}
            onClick={() => onFilter(item)}
          >
            {t(i18nKey(QuickFilterLabelKeys[item]))}
          </button>
        ))}
      </div>
      <p className={styles.shown} role="status">
        {t("plans_shown", { count: shown })}
      </p>
    </div>
  );
};
