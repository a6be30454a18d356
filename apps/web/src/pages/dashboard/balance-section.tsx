import type { Balance } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";

/**
 * PAY-10 on the dashboard: a prepay or PAYG balance with when its credit expires, or what a postpay customer owes
 * (negative: in credit) with the billing cycle and when it ends.
 */
export const BalanceSection = ({ balance }: { readonly balance: Balance }) => {
  const { t } = useTranslation("dashboard");
  if (balance.kind !== "postpay") {
    const { prepay } = balance;
    return (
      <dl className="figures">
        <dt>{t("dashboard:prepay_balance")}</dt>
        <dd className="figure">
          <Money cents={prepay.usableCents} />
        </dd>
        {prepay.expiresAtMillis === undefined ? null : (
          <>
            <dt>{t(prepay.expired ? "dashboard:credit_expired" : "dashboard:credit_expires")}</dt>
            <dd>
              <NzDate millis={prepay.expiresAtMillis} />
            </dd>
          </>
        )}
      </dl>
    );
  }
  const inCredit = balance.balanceCents < 0;
  return (
    <dl className="figures">
      <dt>{t(inCredit ? "dashboard:postpay_credit" : "dashboard:postpay_balance")}</dt>
      <dd className="figure">
        <Money cents={Math.abs(balance.balanceCents)} />
      </dd>
      {balance.currentCycle === undefined ? null : (
        <>
          <dt>{t("dashboard:billing_cycle")}</dt>
          <dd>
            <NzDate millis={balance.currentCycle.fromMillis} /> –{" "}
            <NzDate millis={balance.currentCycle.uptoMillis} />
          </dd>
          <dt>{t("dashboard:next_bill")}</dt>
          <dd>
            <NzDate millis={balance.currentCycle.uptoMillis} />
          </dd>
        </>
      )}
    </dl>
  );
};
