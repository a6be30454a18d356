import type { UsageBalance } from "@waea/domain/usage";
import { useTranslation } from "react-i18next";
import { i18nKey } from "../../i18n/message";
import { amountText, balanceText } from "./usage-format";

/** USE-01: what is left of each allowance, carried-over allowance named where there is some. */
export const BalancesList = ({ balances }: { readonly balances: ReadonlyArray<UsageBalance> }) => {
  const { t } = useTranslation("usage");
  return (
    <ul className="usage-balances">
      {balances.map((balance, index) => (
        <li key={`${balance.kind}-${index}`} className="usage-balance">
          <span className="usage-balance-label">{t(i18nKey(balance.labelKey))}</span>
          <span className="usage-balance-figure">{balanceText(t, balance)}</span>
          {balance.CarryOverAmount > 0 && !balance.unlimited ? (
            <span className="usage-balance-note">
              {t("usage:carry_over", { amount: amountText(t, balance.kind, balance.CarryOverAmount) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
