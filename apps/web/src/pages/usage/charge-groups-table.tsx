import { UNKNOWN_DATE_KEY, groupLabel, type ChargeGroup } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import type { Language } from "@waea/domain/config";
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
  return (
    <table className="usage-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("usage:column_period")}</th>
          <th scope="col">{t("usage:type_data")}</th>
          {fwa ? null : (
            <>
              <th scope="col">{t("usage:type_voice")}</th>
              <th scope="col">{t("usage:type_sms")}</th>
              <th scope="col">{t("usage:type_mms")}</th>
            </>
          )}
          <th scope="col">{t("usage:column_charged")}</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.key}>
            <th scope="row">{periodText(t, group.key, language)}</th>
            <td>{dataText(t, group.totals.ChargedData)}</td>
            {fwa ? null : (
              <>
                <td>{t("usage:minutes_amount", { amount: formatQuantity(group.totals.ChargedMins) })}</td>
                <td>{formatQuantity(group.totals.ChargedTXTs)}</td>
                <td>{formatQuantity(group.totals.ChargedPXTs)}</td>
              </>
            )}
            <td>
              <Money cents={group.totals.AmountCents} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
