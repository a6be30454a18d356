import type { UsageBalance, UsageMessageKey } from "@waea/domain/usage";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../components/error-state/error-state";
import { Meter } from "../../components/meter/meter";
import { formatAsOfTime } from "../../components/stat/as-of-time";
import styles from "./dashboard.module.css";
import { usageAmountText } from "./usage-amount";
import { dashboardKey } from "./usage-keys";

/**
 * USE-01: what is left of each allowance as a meter with its carry-over, each with the time it was read; or
 * "We can't get usage right now" in place, with a retry.
 */
export const UsageSection = ({
  usage,
  error,
  readAtMillis,
  onRetry,
}: {
  readonly usage: ReadonlyArray<UsageBalance>;
  readonly error: UsageMessageKey | undefined;
  readonly readAtMillis: number;
  readonly onRetry: () => void;
}) => {
  const { t } = useTranslation(["dashboard", "web"]);
  if (error !== undefined) return <ErrorState message={t(dashboardKey(error))} onRetry={onRetry} />;
  if (usage.length === 0) return <p className={styles.muted}>{t("dashboard:no_usage")}</p>;
  const asOf = (
    <time dateTime={new Date(readAtMillis).toISOString()}>
      {t("web:kit_as_of", { time: formatAsOfTime(readAtMillis) })}
    </time>
  );
  return (
    <ul className={styles.meters}>
      {usage.map((balance) => {
        const total = balance.InitialAmount ?? 0;
        return (
          <li key={balance.kind}>
            <Meter
              label={t(dashboardKey(balance.labelKey))}
              remaining={balance.AmountRemaining}
              // Without an allowance to measure against, what is left is the whole scale.
              total={total > 0 ? total : balance.AmountRemaining}
              carryOver={balance.CarryOverAmount}
              unlimited={balance.unlimited}
              lowBelow={0.1}
              format={(amount) => usageAmountText(t, balance.kind, amount)}
              note={asOf}
            />
          </li>
        );
      })}
    </ul>
  );
};
