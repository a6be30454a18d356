import { loadReceipts, type Receipt } from "@waea/domain/billing";
import { pageCount, pageOf } from "@waea/domain/paging";
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

/** The receipt's own number, or its id when it has none: how its page is found. */
export const receiptNumber = (receipt: Receipt): string => receipt.Number ?? receipt.ID;

const useColumns = (): ReadonlyArray<TableColumn<Receipt>> => {
  const { t } = useTranslation("billing");
  return [
    {
      key: "number",
      header: t("billing:receipt_number"),
      rowHeader: true,
      cell: (receipt) => (
        <Link
          href={
            hrefFor("profile.account.receipt", { number: receiptNumber(receipt) }) ??
            staticHref("profile.receipts")
          }
        >
          {receiptNumber(receipt)}
        </Link>
      ),
    },
    {
      key: "paid",
      header: t("billing:paid_on"),
      cell: (receipt) =>
        receipt.CreatedAtNanos === undefined ? null : (
          <NzDate millis={nanosToMillis(receipt.CreatedAtNanos)} style="date-time" />
        ),
    },
    { key: "method", header: t("billing:paid_by"), cell: (receipt) => receipt.PaymentMethod ?? "" },
    { key: "invoice", header: t("billing:for_invoice"), cell: (receipt) => receipt.InvoiceNumber ?? "" },
    {
      key: "amount",
      header: t("billing:amount_paid"),
      align: "end",
      cell: (receipt) => <Money cents={receipt.AmountCents} />,
    },
  ];
};

/** PAY-07: the account's receipts, newest first, ten a page; each opens its own page with its PDF. */
const ReceiptsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "web"]);
  const [page, setPage] = useState(1);
  const columns = useColumns();
  const load = useLoad(() => loadReceipts(account.uuid), account.uuid);
  const state = load.state;
  return (
    <ProfilePage title="billing:receipts_title" width="wide">
      <Card title={t("billing:receipts_heading")}>
        {state.status === "loading" ? (
          <SkeletonGroup>
            <Skeleton shape="block" height="28rem" />
          </SkeletonGroup>
        ) : state.status === "failed" ? (
          <ErrorState
            message={t(errorText(state.error).key, errorText(state.error).params ?? {})}
            onRetry={load.reload}
          />
        ) : state.status === "crashed" ? null : state.value.loadingError !== undefined ? (
          <ErrorState message={t(i18nKey(state.value.loadingError))} onRetry={load.reload} />
        ) : state.value.receipts.length === 0 ? (
          <EmptyState level={3} title={t("billing:no_receipts")} text={t("billing:no_receipts_text")} />
        ) : (
          <>
            <Table
              caption={t("billing:receipts_caption", { page, pages: pageCount(state.value.receipts.length) })}
              columns={columns}
              rows={pageOf(state.value.receipts, page)}
              rowKey={(receipt) => receipt.ID}
            />
            <Pager
              page={page}
              totalPages={pageCount(state.value.receipts.length)}
              onPage={setPage}
              label={t("billing:receipt_pages")}
            />
          </>
        )}
      </Card>
    </ProfilePage>
  );
};

export default withAccount(ReceiptsPage);
