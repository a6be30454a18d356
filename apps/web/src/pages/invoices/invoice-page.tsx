import { downloadInvoicePdf, getInvoice, type Invoice } from "@waea/domain/billing";
import { nanosToMillis } from "@waea/domain/ports";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { Loaded } from "../../components/loaded/loaded";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Table, type TableColumn } from "../../components/table/table";
import { useLoad } from "../../components/use-load";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./bills.module.css";
import { DownloadButton } from "./download-button";
import { InvoiceStatusBadge } from "./invoice-status";

type Line = NonNullable<Invoice["Lines"]>[number];

const InvoiceFigures = ({ invoice }: { readonly invoice: Invoice }) => {
  const { t } = useTranslation("billing");
  const total = invoice.TotalCents ?? invoice.ChargesCents - (invoice.DiscountCents ?? 0);
  const lines: ReadonlyArray<Line> = invoice.Lines ?? [
    { Description: t("billing:charges"), AmountCents: invoice.ChargesCents },
  ];
  const columns: ReadonlyArray<TableColumn<Line>> = [
    { key: "what", header: t("billing:charge"), cell: (line) => line.Description, rowHeader: true },
    {
      key: "amount",
      header: t("billing:amount"),
      cell: (line) => <Money cents={line.AmountCents} />,
      align: "end",
    },
  ];
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t("billing:status")}</dt>
          <dd>
            <InvoiceStatusBadge status={invoice.Status} />
          </dd>
        </div>
        {invoice.PeriodFromNanos === undefined || invoice.PeriodUptoNanos === undefined ? null : (
          <div>
            <dt>{t("billing:period")}</dt>
            <dd>
              <NzDate millis={nanosToMillis(invoice.PeriodFromNanos)} /> {t("billing:period_to")}{" "}
              <NzDate millis={nanosToMillis(invoice.PeriodUptoNanos)} />
            </dd>
          </div>
        )}
        {invoice.DueDateNanos === undefined ? null : (
          <div>
            <dt>{t("billing:due_date")}</dt>
            <dd>
              <NzDate millis={nanosToMillis(invoice.DueDateNanos)} />
            </dd>
          </div>
        )}
      </dl>
      <Table
        caption={t("billing:charges")}
        columns={columns}
        rows={lines}
        rowKey={(line, index) => `${index}:${line.Description}`}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{t("billing:discount")}</dt>
          <dd>
            <Money cents={-(invoice.DiscountCents ?? 0)} />
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t("billing:total_gst_inclusive")}</dt>
          <dd>
            <Money cents={total} />
          </dd>
        </div>
        <div>
          <dt>{t("billing:gst_included")}</dt>
          <dd>
            <Money cents={invoice.GSTCents ?? 0} />
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t("billing:remaining")}</dt>
          <dd>
            <Money cents={invoice.RemainingAmountCents} />
          </dd>
        </div>
      </dl>
    </>
  );
};

/** PAY-06: one invoice (account/invoices/:number), its charges and figures, and its PDF. */
const InvoicePage = ({ account, params }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "web"]);
  const number = params["number"] ?? "";
  const load = useLoad(() => getInvoice(account.uuid, number), `${account.uuid}:${number}`);
  return (
    <ProfilePage
      title="billing:invoice_title"
      back={{ href: staticHref("profile.invoices"), label: "billing:back_to_invoices" }}
    >
      <Loaded
        load={load}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="32rem" />
          </SkeletonGroup>
        }
      >
        {(invoice) => (
          <Card
            title={t("billing:invoice_heading", { number: invoice.Number })}
            actions={
              <DownloadButton
                label={t("billing:download_invoice")}
                download={() => downloadInvoicePdf(account.uuid, invoice.Number)}
              />
            }
          >
            <InvoiceFigures invoice={invoice} />
          </Card>
        )}
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(InvoicePage);
