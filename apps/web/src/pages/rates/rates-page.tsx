import { INTERNATIONAL_RATES, rateRow } from "@waea/domain/rates";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/page-title";
import { flagUrl } from "./flags";

const ROWS = INTERNATIONAL_RATES.map(rateRow);

/**
 * PLAN-09: the international calling rates of spec 02 §9, the 24 locations sorted by location (the domain's order,
 * the same in both languages), each with its flag and the price per minute in cents. The flag is a picture beside
 * the name (alt=""): the name says where.
 */
const RatesPage = () => {
  const { t } = useTranslation("rates");
  return (
    <article className="page page-narrow rates-page">
      <PageTitle title={t("rates:title")} />
      <h1>{t("rates:title")}</h1>
      <p className="lead">{t("rates:intro")}</p>
      <table className="rates-table">
        <caption className="visually-hidden">{t("rates:title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("rates:location")}</th>
            <th scope="col">{t("rates:rate")}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.location}>
              <th scope="row">
                <span className="rates-location">
                  <img className="rates-flag" src={flagUrl(row.location)} alt="" width={32} height={24} />
                  {t(`rates:location_${row.location}`)}
                </span>
              </th>
              <td>{t("rates:cents_per_minute", { price: row.price })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
};

export default RatesPage;
