import type { PrepayBalance } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Stat } from "../../components/stat/stat";

/** PAY-10: a prepay balance (what can be spent) and when its credit expires, as of its read. */
export const PrepayBalanceStat = ({
  balance,
  readAtMillis,
}: {
  readonly balance: PrepayBalance;
  readonly readAtMillis?: number;
}) => {
  const { t } = useTranslation("dashboard");
  return (
    <Stat
      size="large"
      label={t("dashboard:prepay_balance")}
      value={<Money cents={balance.usableCents} />}
      {...(readAtMillis === undefined ? {} : { asOf: readAtMillis })}
      note={
        balance.expiresAtMillis === undefined ? undefined : (
          <>
            {t(balance.expired ? "dashboard:credit_expired" : "dashboard:credit_expires")}{" "}
            <NzDate millis={balance.expiresAtMillis} />
          </>
        )
      }
    />
  );
};
