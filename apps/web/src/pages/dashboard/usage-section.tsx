import type { UsageBalance, UsageMessageKey } from "@waea/domain/usage";
import { useTranslation } from "react-i18next";
import { i18nKey } from "../../i18n/message";
import { usageAmountText } from "./usage-amount";

/** One allowance: what is left of it as a meter (unlimited as a word), and the carry-over beside it (USE-01). */
const UsageMeter = ({ balance }: { readonly balance: UsageBalance }) => {
  const { t } = useTranslation(["dashboard", "usage"]);
  const label = t(i18nKey(balance.labelKey));
  const left = usageAmountText(t, balance.kind, balance.AmountRemaining);
  const max = balance.InitialAmount;
  return (
    <li className="usage-meter">
      <span className="meter-label">{label}</span>
      {balance.unlimited ? (
        <span className="meter-value">{t("usage:unlimited")}</span>
      ) : max !== undefined && max > 0 ? (
        <>
          <span className="meter-value">
            {t("dashboard:left_of", { left, total: usageAmountText(t, balance.kind, max) })}
          </span>
          <meter min={0} max={max} value={Math.min(balance.AmountRemaining, max)} aria-label={label} />
        </>
      ) : (
        <span className="meter-value">{t("dashboard:left", { left })}</span>
      )}
      {balance.CarryOverAmount > 0 ? (
        <span className="meter-carry">
          {t("dashboard:carried_over", { amount: usageAmountText(t, balance.kind, balance.CarryOverAmount) })}
        </span>
      ) : null}
    </li>
  );
};

/** USE-01: what is left of each allowance, or "We can't get usage right now" with a way to try again. */
export const UsageSection = ({
  usage,
  error,
  onRetry,
}: {
  readonly usage: ReadonlyArray<UsageBalance>;
  readonly error: UsageMessageKey | undefined;
  readonly onRetry: () => void;
}) => {
  const { t } = useTranslation(["dashboard", "usage"]);
  if (error !== undefined)
    return (
      <div role="alert">
        <p>{t(i18nKey(error))}</p>
        <button type="button" onClick={onRetry}>
          {t("dashboard:retry")}
        </button>
      </div>
    );
  if (usage.length === 0) return <p>{t("dashboard:no_usage")}</p>;
  return (
    <ul className="usage-meters">
      {usage.map((balance) => (
        <UsageMeter key={balance.kind} balance={balance} />
      ))}
    </ul>
  );
};
