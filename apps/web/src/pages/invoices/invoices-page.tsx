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
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Pager } from "../../components/pager/pager";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Table, type TableColumn } from "../../components/table/table";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
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
  const state = load.state;
  const list =
    state.status === "ready" ? state.value : state.status === "loading" ? load.previous : undefined;
  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <ProfilePage title="billing:invoices_title" width="wide">
      <Card title={t("billing:invoices_heading")}>
        <StatusFilter value={filter} onChange={choose} />
        {list === undefined && state.status === "loading" ? (
          <SkeletonGroup>
            <Skeleton shape="block" height="28rem" />
          </SkeletonGroup>
        ) : state.status === "failed" ? (
          <ErrorState
            message={t(errorText(state.error).key, errorText(state.error).params ?? {})}
            onRetry={load.reload}
          />
        ) : list === undefined ? null : list.loadingError !== undefined ? (
          <ErrorState message={t(i18nKey(list.loadingError))} onRetry={load.reload} />
        ) : (
          // While another page loads, this one's rows stay (busy): the card keeps its size.
          <div aria-busy={state.status === "loading" ? true : undefined}>
            {list.overdueWarning === undefined ? null : (
              <p className={styles.warning} role="alert">
                {t(i18nKey(list.overdueWarning))}
              </p>
            )}
            {list.invoices.length === 0 ? (
              <EmptyState level={3} title={t("billing:no_invoices")} text={t("billing:no_invoices_text")} />
            ) : (
              <Table
                caption={t("billing:invoices_caption", {
                  page: list.pageNumber,
                  pages: list.totalPages,
                })}
                columns={columns}
                rows={list.invoices}
                rowKey={(invoice) => invoice.Number}
              />
            )}
            <Pager
              page={list.pageNumber}
              totalPages={list.totalPages}
              onPage={setPage}
              label={t("billing:invoice_pages")}
            />
          </div>
        )}
      </Card>
    </ProfilePage>
  );
};

export default withAccount(InvoicesPage);
