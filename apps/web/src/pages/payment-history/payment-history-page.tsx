import {
  loadPaymentHistory,
  paymentDisplayDate,
  type PaymentHistoryRow,
  type PaymentStatusGroup,
} from "@waea/domain/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Money } from "../../components/money";
import { Pager } from "../../components/pager/pager";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Table, type TableColumn } from "../../components/table/table";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { i18nKey } from "../../i18n/message";
import { useLanguage } from "../../i18n/use-language";
import { StatusBadge, type BadgeTone } from "../invoices/status-badge";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";

const TONE: Readonly<Record<PaymentStatusGroup, BadgeTone>> = {
  COMPLETED: "good",
  REFUNDED: "plain",
  OTHERS: "plain",
  DECLINED: "bad",
  "ACTION REQ": "warn",
  PENDING: "warn",
  UNKNOWN: "plain",
};

/** A shop order paid through the instalment provider (SHOP-05): the payment history names the way it was paid. */
const INSTALMENTS = "instalments";

const useColumns = (): ReadonlyArray<TableColumn<PaymentHistoryRow>> => {
  const { t } = useTranslation(["billing", "payments"]);
  const language = useLanguage();
  return [
    {
      key: "when",
      header: t("billing:history_when"),
      rowHeader: true,
      cell: (row) => paymentDisplayDate(row.transaction, language),
    },
    { key: "what", header: t("billing:history_what"), cell: (row) => row.transaction.Description ?? "" },
    {
      key: "how",
      header: t("billing:history_how"),
      cell: (row) =>
        row.transaction.CardLast4 !== undefined
          ? t("billing:card_ending", { last4: row.transaction.CardLast4 })
          : row.transaction.PaymentMethodType === INSTALMENTS
            ? t("billing:history_by_instalments")
            : (row.transaction.PaymentMethodType ?? ""),
    },
    {
      key: "status",
      header: t("billing:status"),
      cell: (row) => <StatusBadge tone={TONE[row.group]}>{t(i18nKey(row.groupLabelKey))}</StatusBadge>,
    },
    {
      key: "amount",
      header: t("billing:amount"),
      align: "end",
      cell: (row) => <Money cents={row.transaction.AmountCents} />,
    },
  ];
};

/**
 * PAY-08: the account's payments, 14 a page, newest first: when ('DD MMM YYYY @ HH:mm', NZ time, the month in the
 * page's language), what for, how, and the status group of spec 02 §4 as a badge (the domain's mapping).
 */
const PaymentHistoryPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "payments", "web"]);
  const [page, setPage] = useState(1);
  const columns = useColumns();
  const load = useLoad(() => loadPaymentHistory(account.uuid, page), `${account.uuid}:${page}`);
  const state = load.state;
  const list =
    state.status === "ready" ? state.value : state.status === "loading" ? load.previous : undefined;
  return (
    <ProfilePage title="billing:history_title" width="wide">
      <Card title={t("billing:history_heading")}>
        {list === undefined && state.status === "loading" ? (
          <SkeletonGroup>
            <Skeleton shape="block" height="36rem" />
          </SkeletonGroup>
        ) : state.status === "failed" ? (
          <ErrorState
            message={t(errorText(state.error).key, errorText(state.error).params ?? {})}
            onRetry={load.reload}
          />
        ) : list === undefined ? null : list.loadError !== undefined ? (
          <ErrorState message={t(i18nKey(list.loadError))} onRetry={load.reload} />
        ) : list.rows.length === 0 ? (
          <EmptyState level={3} title={t("billing:history_none")} text={t("billing:history_none_text")} />
        ) : (
          // While another page loads, this one's rows stay (busy): the card keeps its size.
          <div aria-busy={state.status === "loading" ? true : undefined}>
            {/* The card's title names the list; the caption says so again only to a screen reader, with the page. */}
            <Table
              caption={t("billing:history_caption", {
                page: list.pageNumber,
                pages: list.totalPages,
              })}
              captionHidden
              columns={columns}
              rows={list.rows}
              rowKey={(row, index) => row.transaction.UUID ?? String(index)}
            />
            <Pager
              page={list.pageNumber}
              totalPages={list.totalPages}
              onPage={setPage}
              label={t("billing:history_pages")}
            />
          </div>
        )}
      </Card>
    </ProfilePage>
  );
};

export default withAccount(PaymentHistoryPage);
