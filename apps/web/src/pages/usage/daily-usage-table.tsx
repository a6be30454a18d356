import { groupLabel, type HistogramPoint } from "@waea/domain/usage";
import { useTranslation } from "react-i18next";
import { Table, type TableColumn } from "../../components/table/table";
import { useLanguage } from "../../i18n/use-language";
import { formatQuantity } from "./usage-format";

/** USE-03's figures: one row a day of the 30, newest first, data in MB and (mobile) minutes. */
export const DailyUsageTable = ({
  points,
  withMinutes,
}: {
  readonly points: ReadonlyArray<HistogramPoint>;
  readonly withMinutes: boolean;
}) => {
  const { t } = useTranslation("usage");
  const language = useLanguage();
  const columns: ReadonlyArray<TableColumn<HistogramPoint>> = [
    {
      key: "day",
      header: t("usage:column_day"),
      cell: (point) => groupLabel(point.day, language),
      rowHeader: true,
    },
    {
      key: "data",
      header: t("usage:column_data_mb"),
      cell: (point) => formatQuantity(point.dataMB),
      align: "end",
    },
    ...(withMinutes
      ? [
          {
            key: "minutes",
            header: t("usage:column_minutes"),
            cell: (point: HistogramPoint) => formatQuantity(point.minutes),
            align: "end" as const,
          },
        ]
      : []),
  ];
  return (
    <Table
      caption={t("usage:daily_caption")}
      columns={columns}
      rows={[...points].reverse()}
      rowKey={(point) => point.day}
    />
  );
};
