import { StatGrid } from "../../components/stat/stat-grid";
import type { Balance } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Stat } from "../../components/stat/stat";
import { PrepayBalanceStat } from "../top-up/balance-stat";

/**
 * PAY-10 on the pay bill page, as the dashboard's balance section shows it but in the `pay` texts (the dashboard's
 * would load its whole namespace for these few words): what a postpay customer owes (negative: in credit) with
 * the billing period and the next bill, or a prepay or PAYG balance as the top-up page shows it; as of its read.
 */
export const BillBalance = ({
  balance,
  readAtMillis,
}: {
  readonly balance: Balance;
  readonly readAtMillis: number;
}) => {
  const { t } = useTranslation("pay");
  if (balance.kind !== "postpay")
    return <PrepayBalanceStat balance={balance.prepay} readAtMillis={readAtMillis} />;
  const inCredit = balance.balanceCents < 0;
  const cycle = balance.currentCycle;
  return (
    <StatGrid>
      <Stat
        size="large"
        label={t(inCredit ? "pay:postpay_credit" : "pay:postpay_balance")}
        value={<Money cents={Math.abs(balance.balanceCents)} />}
        asOf={readAtMillis}
      />
      {cycle === undefined ? null : (
        <Stat
          label={t("pay:next_bill")}
          value={<NzDate millis={cycle.uptoMillis} />}
          note={
            <>
              {t("pay:billing_cycle")}: <NzDate millis={cycle.fromMillis} /> –{" "}
              <NzDate millis={cycle.uptoMillis} />
            </>
          }
        />
      )}
    </StatGrid>
  );
};
