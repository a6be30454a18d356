import type { Language } from "@waea/domain/config";
import { UNKNOWN_DATE_KEY, groupLabel, type ChargeGroup } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { Table, type TableColumn } from "../../components/table/table";
import { useLanguage } from "../../i18n/use-language";
import { dataText, formatQuantity } from "./usage-format";

/** A group's period as shown: "05 Mar 2025", "Mar 2025", "2025", or "Unknown date". */
export const periodText = (t: TFunction, key: string, language: Language): string =>
  key === UNKNOWN_DATE_KEY ? t("usage:unknown_date") : groupLabel(key, language);

/** USE-02: one row a day, month or year, newest first, with what was used and charged in it. */
export const ChargeGroupsTable = ({
  groups,
  caption,
  fwa,
}: {
  readonly groups: ReadonlyArray<ChargeGroup>;
  readonly caption: string;
  readonly fwa: boolean;
}) => {
  const { t } = useTranslation("usage");
  const language = useLanguage();
  const columns: ReadonlyArray<TableColumn<ChargeGroup>> = [
    {
      key: "period",
      header: t("usage:column_period"),
      cell: (group) => periodText(t, group.key, language),
      rowHeader: true,
    },
    {
      key: "data",
      header: t("usage:type_data"),
      cell: (group) => dataText(t, group.totals.ChargedData),
      align: "end",
    },
    ...(fwa
      ? []
      : [
          {
            key: "minutes",
            header: t("usage:type_voice"),
            cell: (group: ChargeGroup) =>
              t("usage:minutes_amount", { amount: formatQuantity(group.totals.ChargedMins) }),
            align: "end" as const,
          },
          {
            key: "texts",
            header: t("usage:type_sms"),
            cell: (group: ChargeGroup) => formatQuantity(group.totals.ChargedTXTs),
            align: "end" as const,
          },
          {
            key: "pictures",
            header: t("usage:type_mms"),
            cell: (group: ChargeGroup) => formatQuantity(group.totals.ChargedPXTs),
            align: "end" as const,
          },
        ]),
    {
      key: "charged",
      header: t("usage:column_charged"),
      cell: (group) => <Money cents={group.totals.AmountCents} />,
      align: "end",
    },
  ];
  return <Table caption={caption} columns={columns} rows={groups} rowKey={(group) => group.key} />;
};
