import { downloadReceiptPdf, getReceipt } from "@waea/domain/billing";
import { nanosToMillis } from "@waea/domain/ports";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { Loaded } from "../../components/loaded/loaded";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import styles from "../invoices/bills.module.css";
import { DownloadButton } from "../invoices/download-button";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";

/** PAY-07: one receipt (account/receipts/:number): what was paid, how and when, and its PDF. */
const ReceiptPage = ({ account, params }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "web"]);
  const number = params["number"] ?? "";
  const load = useLoad(() => getReceipt(account.uuid, number), `${account.uuid}:${number}`);
  return (
    <ProfilePage
      title="billing:receipt_title"
      back={{ href: staticHref("profile.receipts"), label: "billing:back_to_receipts" }}
    >
      <Loaded
        load={load}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="18rem" />
          </SkeletonGroup>
        }
      >
        {(receipt) => (
          <Card
            title={t("billing:receipt_heading", { number: receipt.Number ?? receipt.ID })}
            actions={
              <DownloadButton
                label={t("billing:download_receipt")}
                download={() => downloadReceiptPdf(account.uuid, receipt.ID)}
              />
            }
          >
            <dl className={styles.facts}>
              <div className={styles.total}>
                <dt>{t("billing:amount_paid")}</dt>
                <dd>
                  <Money cents={receipt.AmountCents} />
                </dd>
              </div>
              {receipt.CreatedAtNanos === undefined ? null : (
                <div>
                  <dt>{t("billing:paid_on")}</dt>
                  <dd>
                    <NzDate millis={nanosToMillis(receipt.CreatedAtNanos)} style="date-time" />
                  </dd>
                </div>
              )}
              <div>
                <dt>{t("billing:paid_by")}</dt>
                <dd>{receipt.PaymentMethod ?? t("billing:not_recorded")}</dd>
              </div>
              <div>
                <dt>{t("billing:for_invoice")}</dt>
                <dd>{receipt.InvoiceNumber ?? t("billing:not_recorded")}</dd>
              </div>
            </dl>
          </Card>
        )}
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(ReceiptPage);
