import { downloadReceiptPdf, getReceipt } from "@waea/domain/billing";
import { nanosToMillis } from "@waea/domain/ports";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import styles from "../invoices/bills.module.css";
import { DownloadButton } from "../invoices/download-button";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";

/** PAY-07: one receipt (account/receipts/:number): what was paid, how and when, and its PDF. */
const ReceiptPage = ({ account, params }: AccountPageProps) => {
  const { t } = useTranslation(["billing", "web"]);
  const number = params["number"] ?? "";
  const load = useLoad(() => getReceipt(account.uuid, number), `${account.uuid}:${number}`);
  const state = load.state;
  return (
    <ProfilePage
      title="billing:receipt_title"
      back={{ href: staticHref("profile.receipts"), label: "billing:back_to_receipts" }}
    >
      {state.status === "loading" ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="18rem" />
        </SkeletonGroup>
      ) : state.status === "failed" ? (
        <ErrorState
          message={t(errorText(state.error).key, errorText(state.error).params ?? {})}
          onRetry={load.reload}
        />
      ) : state.status === "crashed" ? null : (
        <Card
          title={t("billing:receipt_heading", { number: state.value.Number ?? state.value.ID })}
          actions={
            <DownloadButton
              label={t("billing:download_receipt")}
              download={() => downloadReceiptPdf(account.uuid, state.value.ID)}
            />
          }
        >
          <dl className={styles.facts}>
            <div className={styles.total}>
              <dt>{t("billing:amount_paid")}</dt>
              <dd>
                <Money cents={state.value.AmountCents} />
              </dd>
            </div>
            {state.value.CreatedAtNanos === undefined ? null : (
              <div>
                <dt>{t("billing:paid_on")}</dt>
                <dd>
                  <NzDate millis={nanosToMillis(state.value.CreatedAtNanos)} style="date-time" />
                </dd>
              </div>
            )}
            <div>
              <dt>{t("billing:paid_by")}</dt>
              <dd>{state.value.PaymentMethod ?? t("billing:not_recorded")}</dd>
            </div>
            <div>
              <dt>{t("billing:for_invoice")}</dt>
              <dd>{state.value.InvoiceNumber ?? t("billing:not_recorded")}</dd>
            </div>
          </dl>
        </Card>
      )}
    </ProfilePage>
  );
};

export default withAccount(ReceiptPage);
