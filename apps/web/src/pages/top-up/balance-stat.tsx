import type { PrepayBalance } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Ghost } from "../../components/skeleton/skeleton";
import { Stat } from "../../components/stat/stat";

/** PAY-10: a prepay balance (what can be spent) and when its credit expires, as of its read. */
export const PrepayBalanceStat = ({
  balance,
  readAtMillis,
}: {
  readonly balance: PrepayBalance;
  readonly readAtMillis?: number;
}) => {
  const { t } = useTranslation("pay");
  return (
    <Stat
      size="large"
      label={t("pay:prepay_balance")}
      value={<Money cents={balance.usableCents} />}
      {...(readAtMillis === undefined ? {} : { asOf: readAtMillis })}
      note={
        balance.expiresAtMillis === undefined ? undefined : (
          <>
            {t(balance.expired ? "pay:credit_expired" : "pay:credit_expires")}{" "}
            <NzDate millis={balance.expiresAtMillis} />
          </>
        )
      }
    />
  );
};

/**
 * The balance while it is read: the stat's own layout with its words as bones (a balance with an expiry, as most
 * prepay balances have), so the cards below do not move when it comes (a 7rem block was 14 px short on a phone).
 */
export const PrepayBalanceGhost = () => {
  const { t } = useTranslation("pay");
  return (
    <Stat
      size="large"
      label={<Ghost>{t("pay:prepay_balance")}</Ghost>}
      value={<Ghost>$00.00</Ghost>}
      note={<Ghost>{t("pay:credit_expires")} 00-00-0000</Ghost>}
    />
  );
};
