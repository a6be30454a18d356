import type { UsageBalance } from "@waea/domain/usage";
import { useTranslation } from "react-i18next";
import { Stat } from "../../components/stat/stat";
import { i18nKey } from "../../i18n/message";
import styles from "./usage.module.css";
import { amountText, balanceText } from "./usage-format";

/** USE-01: what is left of each allowance as a figure, carried-over allowance named where there is some. */
export const BalancesList = ({ balances }: { readonly balances: ReadonlyArray<UsageBalance> }) => {
  const { t } = useTranslation("usage");
  return (
    <ul className={styles.balances}>
      {balances.map((balance, index) => (
        <li key={`${balance.kind}-${index}`} className={styles.balance}>
          <Stat
            label={t(i18nKey(balance.labelKey))}
            value={balanceText(t, balance)}
            {...(balance.CarryOverAmount > 0 && !balance.unlimited
              ? {
                  note: t("usage:carry_over", {
                    amount: amountText(t, balance.kind, balance.CarryOverAmount),
                  }),
                }
              : {})}
          />
        </li>
      ))}
    </ul>
  );
};
