import type { ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "destructive" | "link";

/** The class names of a button look, for a <button> or an <a> that looks like one: `buttonClass("secondary")`. */
export const buttonClass = (variant: ButtonVariant = "primary", block = false): string =>
  [styles.button, styles[variant], block ? styles.block : undefined].filter(Boolean).join(" ");

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  /** Full width of its column (phone forms). */
  readonly block?: boolean;
  /** While a request runs: disabled and aria-busy, so nothing is sent twice. */
  readonly pending?: boolean;
}

/** A button in one of the portal's looks: primary (default), secondary, destructive (removes or ends something), link. */
export const Button = ({
  variant = "primary",
  block = false,
  pending = false,
  type = "button",
  className,
  disabled,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    disabled={disabled === true || pending}
    aria-busy={pending || undefined}
    className={[buttonClass(variant, block), className].filter(Boolean).join(" ")}
  />
);
