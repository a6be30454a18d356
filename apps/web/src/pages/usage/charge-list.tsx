import type { Language } from "@waea/domain/config";
import { chargeMillis, type ChargeGroup, type UsageCharge } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Table, type TableColumn } from "../../components/table/table";
import { useLanguage } from "../../i18n/use-language";
import { periodText } from "./charge-groups-table";
import styles from "./usage.module.css";
import { dataText, formatQuantity } from "./usage-format";

/** What a charge used, in its unit: data, minutes, texts or picture messages. */
const usedText = (t: TFunction, charge: UsageCharge): string => {
  if (charge.ChargedData !== undefined) return dataText(t, charge.ChargedData);
  if (charge.ChargedMins !== undefined)
    return t("usage:minutes_amount", { amount: formatQuantity(charge.ChargedMins) });
  if (charge.ChargedTXTs !== undefined)
    return t("usage:texts_amount", { count: charge.ChargedTXTs, amount: formatQuantity(charge.ChargedTXTs) });
  if (charge.ChargedPXTs !== undefined)
    return t("usage:pictures_amount", {
      count: charge.ChargedPXTs,
      amount: formatQuantity(charge.ChargedPXTs),
    });
  return "";
};

const ChargeTime = ({ charge }: { readonly charge: UsageCharge }) => {
  const at = chargeMillis(charge.DateAndTime);
  return at === undefined ? <>{charge.DateAndTime}</> : <NzDate millis={at} style="date-time" />;
};

/** USE-04: one group of the details page, its totals and every charge in it, newest first. */
export const ChargeGroupDetails = ({ group }: { readonly group: ChargeGroup }) => {
  const { t } = useTranslation("usage");
  const language: Language = useLanguage();
  const period = periodText(t, group.key, language);
  const columns: ReadonlyArray<TableColumn<UsageCharge>> = [
    // Shares of the width: the cards of a day each hold a table, and their columns line up down the page.
    {
      key: "time",
      header: t("usage:column_time"),
      cell: (charge) => <ChargeTime charge={charge} />,
      width: "28%",
    },
    {
      key: "what",
      header: t("usage:column_description"),
      cell: (charge) => charge.Description ?? "",
      width: "36%",
    },
    {
      key: "used",
      header: t("usage:column_used"),
      cell: (charge) => usedText(t, charge),
      align: "end",
      width: "20%",
    },
    {
      key: "charged",
      header: t("usage:column_charged"),
      cell: (charge) => <Money cents={charge.AmountCents ?? 0} />,
      align: "end",
      width: "16%",
    },
  ];
  return (
    <Card title={period}>
      <p className={styles.totals}>
        {t("usage:group_totals", {
          data: dataText(t, group.totals.ChargedData),
          number: group.charges.length,
        })}{" "}
        <strong>
          <Money cents={group.totals.AmountCents} />
        </strong>
      </p>
      <Table
        caption={t("usage:charges_of", { period })}
        captionHidden
        columns={columns}
        rows={group.charges}
        rowKey={(charge, index) => `${charge.DateAndTime}-${index}`}
      />
    </Card>
  );
};
