import { groupLabel, type HistogramPoint } from "@waea/domain/usage";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language";
import { formatQuantity } from "./usage-format";

/** USE-03's figures: one row a day of the 30, data in MB and (mobile) minutes; what screen readers read. */
export const DailyUsageTable = ({
  points,
  withMinutes,
}: {
  readonly points: ReadonlyArray<HistogramPoint>;
  readonly withMinutes: boolean;
}) => {
  const { t } = useTranslation("usage");
  const language = useLanguage();
  return (
    <table className="usage-table">
      <caption>{t("usage:daily_caption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("usage:column_day")}</th>
          <th scope="col">{t("usage:column_data_mb")}</th>
          {withMinutes ? <th scope="col">{t("usage:column_minutes")}</th> : null}
        </tr>
      </thead>
      <tbody>
        {[...points].reverse().map((point) => (
          <tr key={point.day}>
            <th scope="row">{groupLabel(point.day, language)}</th>
            <td>{formatQuantity(point.dataMB)}</td>
            {withMinutes ? <td>{formatQuantity(point.minutes)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
