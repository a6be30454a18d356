import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./meter.module.css";

export interface MeterProps {
  /** What is measured: "Data". */
  readonly label: string;
  /** What is left of the plan's allowance (not counting carry-over), in the meter's unit (MB, minutes ...). */
  readonly remaining: number;
  /** The plan's allowance in the same unit (not counting carry-over). */
  readonly total: number;
  /** Formats an amount of the unit for people: (mb) => "3.2 GB". */
  readonly format: (amount: number) => string;
  /** What is left of an allowance carried over from the last period: an extra, striped segment and a note. */
  readonly carryOver?: number;
  /** No limit: a full bar and the word "Unlimited" instead of figures. */
  readonly unlimited?: boolean;
  /** Below this share (0..1) of the total the bar turns red (and the text says what is left anyway). */
  readonly lowBelow?: number;
  /** A line under the bar: "Resets 12 Mar", "as of 2:41 pm". */
  readonly note?: ReactNode;
}

const clamp = (value: number, max: number): number => Math.min(Math.max(0, value), Math.max(0, max));
const percent = (part: number, whole: number): string => `${whole <= 0 ? 0 : (part / whole) * 100}%`;

/**
 * What is left of an allowance (USE-01): role="meter" with its value, bounds and a text "3.2 GB of 10 GB left" that
 * is shown and read; carry-over as an extra segment with its own note; the "Unlimited" variant.
 */
export const Meter = ({
  label,
  remaining,
  total,
  format,
  carryOver = 0,
  unlimited = false,
  lowBelow,
  note,
}: MeterProps) => {
  const { t } = useTranslation("web");
  const labelId = useId();
  const noteId = useId();
  const extra = Math.max(0, carryOver);
  const max = Math.max(0, total) + extra;
  const left = clamp(remaining, total);
  const text = unlimited
    ? t("web:kit_unlimited")
    : t("web:kit_left", { left: format(left + extra), total: format(max) });
  const carryText = !unlimited && extra > 0 ? t("web:kit_carry_over", { amount: format(extra) }) : undefined;
  const low = !unlimited && lowBelow !== undefined && total > 0 && left / total < lowBelow;
  const className = [styles.meter, unlimited ? styles.unlimited : undefined, low ? styles.low : undefined]
    .filter(Boolean)
    .join(" ");
  const describedBy = carryText === undefined && note === undefined ? undefined : noteId;
  return (
    <div className={className}>
      <div className={styles.top}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        className={styles.track}
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-valuemin={0}
        aria-valuemax={unlimited ? 1 : max}
        aria-valuenow={unlimited ? 1 : left + extra}
        aria-valuetext={text}
      >
        {unlimited ? null : (
          <>
            <span className={styles.fill} style={{ width: percent(left, max) }} />
            {extra > 0 ? <span className={styles.extra} style={{ width: percent(extra, max) }} /> : null}
          </>
        )}
      </div>
      {describedBy === undefined ? null : (
        <p id={noteId} className={styles.note}>
          {carryText}
          {carryText !== undefined && note !== undefined ? " · " : null}
          {note}
        </p>
      )}
    </div>
  );
};
