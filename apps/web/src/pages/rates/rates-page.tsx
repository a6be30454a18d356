import { INTERNATIONAL_RATES, rateRow, type RateRow } from "@waea/domain/rates";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/page-title";
import { Table, type TableColumn } from "../../components/table/table";
import { flagUrl } from "./flags";
import styles from "./rates.module.css";

const ROWS: ReadonlyArray<RateRow> = INTERNATIONAL_RATES.map(rateRow);

/** A location's flag and name: the flag is a picture beside the name (alt=""), the name says where. */
const Location = ({ row }: { readonly row: RateRow }) => {
  const { t } = useTranslation("rates");
  return (
    <span className={styles.location}>
      <img className={styles.flag} src={flagUrl(row.location)} alt="" width={32} height={24} />
      <span>{t(`rates:location_${row.location}`)}</span>
    </span>
  );
};

/**
 * PLAN-09: the international calling rates of spec 02 §9, the 24 locations sorted by location (the domain's order,
 * the same in both languages), each with its flag and the price per minute in cents.
 */
const RatesPage = () => {
  const { t } = useTranslation("rates");
  const columns: ReadonlyArray<TableColumn<RateRow>> = [
    { key: "location", header: t("rates:location"), cell: (row) => <Location row={row} />, rowHeader: true },
    {
      key: "rate",
      header: t("rates:rate"),
      cell: (row) => t("rates:cents_per_minute", { price: row.price }),
      align: "end",
    },
  ];
  return (
    <article className={["page", "page-form", styles.page].filter(Boolean).join(" ")}>
      <PageTitle title={t("rates:title")} />
      <h1>{t("rates:title")}</h1>
      <p className="lead">{t("rates:intro")}</p>
      <div className={styles.rates}>
        <Table
          caption={t("rates:title")}
          captionHidden
          columns={columns}
          rows={ROWS}
          rowKey={(row) => row.location}
        />
      </div>
    </article>
  );
};

export default RatesPage;
