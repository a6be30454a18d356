import { ChargeGroupings, type ChargeGrouping } from "@waea/domain/usage";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const LABEL: Readonly<Record<ChargeGrouping, string>> = {
  day: "usage:group_day",
  month: "usage:group_month",
  year: "usage:group_year",
};

/** USE-02: day, month or year, as one group of radio buttons (arrow keys move between them). */
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
    <fieldset className="usage-grouping">
      <legend>{t("usage:group_by")}</legend>
      {ChargeGroupings.map((grouping) => (
        <label key={grouping}>
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
    </fieldset>
  );
};

/** The period a grouping's charges cover (the domain's usageWindow), as the table says it. */
export const WINDOW_CAPTION: Readonly<Record<ChargeGrouping, string>> = {
  day: "usage:window_day",
  month: "usage:window_month",
  year: "usage:window_year",
};
