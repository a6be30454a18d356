import type { Balance } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Stat } from "../../components/stat/stat";
import { StatGrid } from "../../components/stat/stat-grid";

/**
 * PAY-10 for postpay: what the customer owes (negative: in credit), as of its read, with the billing period and the
 * next bill. Its words are the dashboard's or pay bill's own (`texts`: the same keys in each), so pay bill shows it
 * without the dashboard's namespace.
 */
export const PostpayBalance = ({
  balance,
  readAtMillis,
  texts,
}: {
  readonly balance: Extract<Balance, { readonly kind: "postpay" }>;
  readonly readAtMillis: number;
  readonly texts: "dashboard" | "pay";
}) => {
  const { t } = useTranslation(texts);
  const inCredit = balance.balanceCents < 0;
  const cycle = balance.currentCycle;
  return (
    <StatGrid>
      <Stat
        size="large"
        label={t(inCredit ? `${texts}:postpay_credit` : `${texts}:postpay_balance`)}
        value={<Money cents={Math.abs(balance.balanceCents)} />}
        asOf={readAtMillis}
      />
      {cycle === undefined ? null : (
        <Stat
          label={t(`${texts}:next_bill`)}
          value={<NzDate millis={cycle.uptoMillis} />}
          note={
            <>
              {t(`${texts}:billing_cycle`)}: <NzDate millis={cycle.fromMillis} /> –{" "}
              <NzDate millis={cycle.uptoMillis} />
            </>
          }
        />
      )}
    </StatGrid>
  );
};
