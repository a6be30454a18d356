import { loadReceipts, type Receipt } from "@waea/domain/billing";
import { pageCount, pageOf } from "@waea/domain/paging";
import { nanosToMillis } from "@waea/domain/ports";
import { hrefFor, staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import type { TableColumn } from "../../components/table/table";
import { useLoad } from "../../components/use-load";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { DocumentList } from "../invoices/document-list";

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
  return (
    <DocumentList
      title="billing:receipts_title"
      heading={t("billing:receipts_heading")}
      load={load}
      pageOf={(loaded) => ({
        rows: pageOf(loaded.receipts, page),
        pageNumber: page,
        totalPages: pageCount(loaded.receipts.length),
        loadingError: loaded.loadingError,
      })}
      empty={{ title: t("billing:no_receipts"), text: t("billing:no_receipts_text") }}
      caption={(current, pages) => t("billing:receipts_caption", { page: current, pages })}
      columns={columns}
      rowKey={(receipt) => receipt.ID}
      pagesLabel={t("billing:receipt_pages")}
      onPage={setPage}
    />
  );
};

export default withAccount(ReceiptsPage);
