import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { i18nKey } from "../../i18n/message";
import { cardName } from "../payment-methods/card-name";
import { PaymentSteps } from "../top-up/top-up-progress";
import own from "./pay-bill.module.css";
import styles from "../top-up/top-up.module.css";
import type { PayBillPhase } from "./use-pay-bill";

/** After the balance refresh: the new balance, or 'Error getting transaction status' (spec 02 §4). */
const Refreshed = ({ refresh }: { readonly refresh: Extract<PayBillPhase, { tag: "done" }>["refresh"] }) => {
  const { t } = useTranslation("payments");
  if (refresh === undefined) return <p role="status">{t("payments:paybill_refreshing")}</p>;
  if (refresh._tag === "StatusUnknown")
    return (
      <div className="notice" role="alert">
        <p className={own.noticeTitle}>{t(i18nKey(refresh.title))}</p>
        <p className={styles.done}>{t(i18nKey(refresh.body))}</p>
      </div>
    );
  return (
    <p role="status">
      {refresh.balanceCents < 0
        ? t("payments:paybill_now_credit", { amount: formatNzd(-refresh.balanceCents) })
        : t("payments:paybill_now_owing", { amount: formatNzd(refresh.balanceCents) })}
    </p>
  );
};

/** PAY-04 done: the receipt of the payment (what, how much, which card) and the balance read 3 s after. */
export const PayBillDone = ({
  phase,
  onAgain,
}: {
  readonly phase: Extract<PayBillPhase, { tag: "done" }>;
  readonly onAgain: () => void;
}) => {
  const { t } = useTranslation("payments");
  return (
    <Card
      title={t("payments:paybill_done_title")}
      actions={
        <>
          <Link href={staticHref("profile.receipts")} className={buttonClass("secondary")}>
            {t("payments:paybill_receipts")}
          </Link>
          <button type="button" className="link-button" onClick={onAgain}>
            {t("payments:paybill_again")}
          </button>
        </>
      }
    >
      <PaymentSteps current={3} />
      <dl className="facts">
        <dt>{t("payments:paybill_receipt_for")}</dt>
        <dd>{t("payments:paybill_receipt_bill")}</dd>
        <dt>{t("payments:pay_step_amount")}</dt>
        <dd>{formatNzd(phase.amountCents)}</dd>
        {phase.card === undefined ? null : (
          <>
            <dt>{t("payments:paybill_receipt_card")}</dt>
            <dd>{cardName(t, phase.card)}</dd>
          </>
        )}
      </dl>
      <Refreshed refresh={phase.refresh} />
    </Card>
  );
};
