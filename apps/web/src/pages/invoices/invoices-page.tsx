import {
  InvoiceStatusLabelKeys,
  InvoiceStatuses,
  loadInvoices,
  type Invoice,
  type InvoiceStatus,
} from "@waea/domain/billing";
import { nanosToMillis } from "@waea/domain/ports";
import { hrefFor, staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import type { TableColumn } from "../../components/table/table";
import { useLoad } from "../../components/use-load";
import { i18nKey } from "../../i18n/message";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { DocumentList } from "./document-list";
import styles from "./bills.module.css";
import { InvoiceStatusBadge } from "./invoice-status";

type Filter = InvoiceStatus | "ALL";
const FILTERS: ReadonlyArray<Filter> = ["ALL", ...InvoiceStatuses];

const Period = ({ invoice }: { readonly invoice: Invoice }) => {
  const { t } = useTranslation("billing");
  return invoice.PeriodFromNanos === undefined || invoice.PeriodUptoNanos === undefined ? null : (
    <span>
      <NzDate millis={nanosToMillis(invoice.PeriodFromNanos)} /> {t("billing:period_to")}{" "}
      <NzDate millis={nanosToMillis(invoice.PeriodUptoNanos)} />
    </span>
  );
};

const useColumns = (): ReadonlyArray<TableColumn<Invoice>> => {
  const { t } = useTranslation("billing");
  return [
    {
      key: "number",
      header: t("billing:invoice_number"),
      rowHeader: true,
      cell: (invoice) => (
        <Link
          href={
            hrefFor("profile.account.invoice", { number: invoice.Number }) ?? staticHref("profile.invoices")
          }
        >
          {invoice.Number}
        </Link>
      ),
    },
    { key: "period", header: t("billing:period"), cell: (invoice) => <Period invoice={invoice} /> },
    {
      key: "status",
      header: t("billing:status"),
      cell: (invoice) => <InvoiceStatusBadge status={invoice.Status} />,
    },
    {
      key: "total",
      header: t("billing:total"),
      align: "end",
      cell: (invoice) => <Money cents={invoice.TotalCents ?? invoice.ChargesCents} />,
    },
    {
      key: "remaining",
      header: t("billing:remaining"),
      align: "end",
      cell: (invoice) => <Money cents={invoice.RemainingAmountCents} />,
    },
    {
      key: "due",
      header: t("billing:due_date"),
      cell: (invoice) =>
        invoice.DueDateNanos === undefined ? null : <NzDate millis={nanosToMillis(invoice.DueDateNanos)} />,
    },
  ];
};

/** The status filter: every invoice, or those of one status (spec 02 §4). */
const StatusFilter = ({
  value,
  onChange,
}: {
  readonly value: Filter;
  readonly onChange: (next: Filter) => void;
}) => {
  const { t } = useTranslation("billing");
  return (
    <fieldset className={styles.filters}>
      <legend>{t("billing:show_status")}</legend>
      {FILTERS.map((filter) => (
        <label key={filter} className={styles.filter}>
          <input
            type="radio"
            name="invoice-status"
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
          />
          {filter === "ALL" ? t("billing:status_all") : t(i18nKey(InvoiceStatusLabelKeys[filter]))}
        </label>
      ))}
    </fieldset>
  );
};

/**
 * PAY-06: the invoices of the account, a page at a time and by status, newest first; a warning while one is
 * overdue (the domain's rule, over every page); each invoice opens its own page.
 */
const InvoicesPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "web"]);
  const [filter, setFilter] = useState<Filter>("ALL");
  const [page, setPage] = useState(1);
  const columns = useColumns();
  const load = useLoad(
    () =>
      loadInvoices({
        customerUUID: account.uuid,
        pageNumber: page,
        ...(filter === "ALL" ? {} : { status: filter }),
      }),
    `${account.uuid}:${filter}:${page}`,
  );
  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <DocumentList
      title="billing:invoices_title"
      heading={t("billing:invoices_heading")}
      load={load}
      top={<StatusFilter value={filter} onChange={choose} />}
      pageOf={(loaded) => ({ ...loaded, rows: loaded.invoices })}
      above={(loaded) =>
        loaded.overdueWarning === undefined ? null : (
          <p className={styles.warning} role="alert">
            {t(i18nKey(loaded.overdueWarning))}
          </p>
        )
      }
      empty={{ title: t("billing:no_invoices"), text: t("billing:no_invoices_text") }}
      caption={(current, pages) => t("billing:invoices_caption", { page: current, pages })}
      columns={columns}
      rowKey={(invoice) => invoice.Number}
      pagesLabel={t("billing:invoice_pages")}
      onPage={setPage}
    />
  );
};

export default withAccount(InvoicesPage);
