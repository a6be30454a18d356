import { useId, useRef, useState } from "react";
import { useKeepTyped } from "../keep-typed";
import { useTranslation } from "react-i18next";
import { checkMoney, type MoneyLimits } from "./money-check";
import styles from "./money-input.module.css";

export interface MoneyInputProps extends MoneyLimits {
  readonly label: string;
  /** The text as typed ("12.50"); the form keeps it so nothing typed is lost. */
  readonly value: string;
  /** Every change: the text, and its integer cents when it is a valid amount within the limits (else undefined). */
  readonly onChange: (text: string, cents: number | undefined) => void;
  readonly hint?: string;
  /** Show the field's own message now (after a submit) rather than only after the field is left. */
  readonly showError?: boolean;
  /** A message from elsewhere (the server's refusal), shown in place of the field's own. */
  readonly error?: string;
  readonly name?: string;
}

/** An amount in dollars (typed), cents out: the domain's money rule, min/max cents, the message beside the field. */
export const MoneyInput = ({
  label,
  value,
  onChange,
  hint,
  showError = false,
  error,
  name,
  minCents,
  maxCents,
}: MoneyInputProps) => {
  const { t } = useTranslation(["web", "money"]);
  const id = useId();
  const [left, setLeft] = useState(false);
  const limits = {
    ...(minCents === undefined ? {} : { minCents }),
    ...(maxCents === undefined ? {} : { maxCents }),
  };
  const check = checkMoney(value, limits);
  const take = (text: string) => {
    const next = checkMoney(text, limits);
    onChange(text, next.ok ? next.cents : undefined);
  };
  const ref = useRef<HTMLInputElement>(null);
  // An amount typed before a prerendered page hydrated is kept (and checked as if typed now).
  useKeepTyped(ref, (field) => field.value, value, take);
  const own = !check.ok && (left || showError) ? t(check.message.key, check.message.params ?? {}) : undefined;
  const message = error ?? own;
  const describedBy = [
    hint === undefined ? undefined : `${id}-hint`,
    message === undefined ? undefined : `${id}-error`,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={message === undefined ? styles.field : `${styles.field} ${styles.invalid}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.box}>
        <span className={styles.currency} aria-hidden="true">
          $
        </span>
        <input
          ref={ref}
          id={id}
          name={name}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={message !== undefined}
          aria-describedby={describedBy === "" ? undefined : describedBy}
          onBlur={() => setLeft(true)}
          onChange={(event) => take(event.target.value)}
        />
      </div>
      {message === undefined ? null : (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
};
