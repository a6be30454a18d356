import type { Language } from "@waea/domain/config";
import { chargeMillis, type ChargeGroup, type UsageCharge } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { useLanguage } from "../../i18n/use-language";
import { periodText } from "./charge-groups-table";
import { dataText, formatQuantity } from "./usage-format";

/** What a charge used, in its unit: data, minutes, texts or picture messages. */
const usedText = (t: TFunction, charge: UsageCharge): string => {
  if (charge.ChargedData !== undefined) return dataText(t, charge.ChargedData);
  if (charge.ChargedMins !== undefined)
    return t("usage:minutes_amount", { amount: formatQuantity(charge.ChargedMins) });
  if (charge.ChargedTXTs !== undefined)
    return t("usage:texts_amount", { amount: formatQuantity(charge.ChargedTXTs) });
  if (charge.ChargedPXTs !== undefined)
    return t("usage:pictures_amount", { amount: formatQuantity(charge.ChargedPXTs) });
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
  const headingId = `usage-group-${group.key}`;
  return (
    <section className="usage-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{periodText(t, group.key, language)}</h2>
      <p className="usage-group-totals">
        {t("usage:group_totals", {
          data: dataText(t, group.totals.ChargedData),
          number: group.charges.length,
        })}{" "}
        <Money cents={group.totals.AmountCents} />
      </p>
      <table className="usage-table">
        <caption className="visually-hidden">
          {t("usage:charges_of", { period: periodText(t, group.key, language) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("usage:column_time")}</th>
            <th scope="col">{t("usage:column_description")}</th>
            <th scope="col">{t("usage:column_used")}</th>
            <th scope="col">{t("usage:column_charged")}</th>
          </tr>
        </thead>
        <tbody>
          {group.charges.map((charge, index) => (
            <tr key={`${charge.DateAndTime}-${index}`}>
              <td>
                <ChargeTime charge={charge} />
              </td>
              <td>{charge.Description ?? ""}</td>
              <td>{usedText(t, charge)}</td>
              <td>
                <Money cents={charge.AmountCents ?? 0} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
