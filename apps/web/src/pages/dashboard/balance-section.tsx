import type { Balance } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Stat } from "../../components/stat/stat";
import { PostpayBalance } from "../pay-bill/postpay-balance";

/**
 * PAY-10 on the dashboard: a prepay or PAYG balance with when its credit expires, or what a postpay customer owes
 * (negative: in credit) with the billing period and the next bill; each figure as of its read.
 */
export const BalanceSection = ({
  balance,
  readAtMillis,
}: {
  readonly balance: Balance;
  readonly readAtMillis: number;
}) => {
  const { t } = useTranslation("dashboard");
  if (balance.kind !== "postpay") {
    const { prepay } = balance;
    return (
      <Stat
        size="large"
        label={t("dashboard:prepay_balance")}
        value={<Money cents={prepay.usableCents} />}
        asOf={readAtMillis}
        note={
          prepay.expiresAtMillis === undefined ? undefined : (
            <>
              {t(prepay.expired ? "dashboard:credit_expired" : "dashboard:credit_expires")}{" "}
              <NzDate millis={prepay.expiresAtMillis} />
            </>
          )
        }
      />
    );
  }
  return <PostpayBalance balance={balance} readAtMillis={readAtMillis} texts="dashboard" />;
};
