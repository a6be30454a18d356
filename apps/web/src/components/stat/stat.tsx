import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatAsOfTime } from "./as-of-time";
import styles from "./stat.module.css";

export interface StatProps {
  /** What the figure is: "Balance". */
  readonly label: ReactNode;
  /** The big figure, already formatted: <Money cents={…} />, "3.2 GB". */
  readonly value: ReactNode;
  /** When the figure was read (epoch millis): shown as "as of 2:41 pm" in New Zealand time. */
  readonly asOf?: number;
  /** A line under the figure: "Expires 12 Mar 2027". */
  readonly note?: ReactNode;
  readonly size?: "regular" | "large";
}

/** A big figure with its label and the time it was read (a description list, so it reads "Balance: $12.50"). */
export const Stat = ({ label, value, asOf, note, size = "regular" }: StatProps) => {
  const { t } = useTranslation("web");
  return (
    <dl className={size === "large" ? `${styles.stat} ${styles.large}` : styles.stat}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.figure}>{value}</dd>
      {note === undefined ? null : <dd className={styles.note}>{note}</dd>}
      {asOf === undefined || !Number.isFinite(asOf) ? null : (
        <dd className={styles.note}>
          <time dateTime={new Date(asOf).toISOString()}>
            {t("web:kit_as_of", { time: formatAsOfTime(asOf) })}
          </time>
        </dd>
      )}
    </dl>
  );
};
