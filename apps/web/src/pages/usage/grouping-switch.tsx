import { ChargeGroupings, type ChargeGrouping } from "@waea/domain/usage";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./usage.module.css";

const LABEL: Readonly<Record<ChargeGrouping, string>> = {
  day: "usage:group_day",
  month: "usage:group_month",
  year: "usage:group_year",
};

/** USE-02: day, month or year, as one group of radio buttons drawn as a segmented control (arrow keys move). */
export const GroupingSwitch = ({
  value,
  onChange,
}: {
  readonly value: ChargeGrouping;
  readonly onChange: (grouping: ChargeGrouping) => void;
}) => {
  const { t } = useTranslation("usage");
  const name = useId();
  return (
    <fieldset className={styles.grouping}>
      <legend className={styles.groupingLegend}>{t("usage:group_by")}</legend>
      <div className={styles.segments}>
        {ChargeGroupings.map((grouping) => (
          <label key={grouping} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={grouping}
              checked={value === grouping}
              onChange={() => onChange(grouping)}
            />
            <span>{t(LABEL[grouping])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};

/** The period a grouping's charges cover (the domain's usageWindow), as the page says it. */
export const WINDOW_CAPTION: Readonly<Record<ChargeGrouping, string>> = {
  day: "usage:window_day",
  month: "usage:window_month",
  year: "usage:window_year",
};
