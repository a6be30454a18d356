import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { openerIn, returnFocus } from "../../dialogs/focus-return";
import { Button } from "../button/button";
import styles from "./confirm-dialog.module.css";

export type ConfirmDialogVariant = "default" | "destructive" | "error" | "success";

export interface ConfirmDialogProps {
  /** Rendered and shown (showModal) while true; closed, and focus given back, when it turns false or unmounts. */
  readonly open: boolean;
  readonly title: ReactNode;
  /** What is asked, with the amount, the card and what it is for where money moves. */
  readonly children: ReactNode;
  readonly confirmLabel: ReactNode;
  /** The cancel button's words (default "Cancel"); `null` for a one-button notice (error, success). */
  readonly cancelLabel?: ReactNode | null;
  /** destructive: the confirm button looks destructive (remove, unlink, sign out everywhere). */
  readonly variant?: ConfirmDialogVariant;
  readonly onConfirm: () => void;
  /** Esc, the cancel button or a click on the backdrop. */
  readonly onCancel: () => void;
  /** While the confirmed action runs: the confirm button is busy. */
  readonly pending?: boolean;
  /** The control focus returns to (default: the one focused, or last used, when the dialog opened). */
  readonly opener?: Element | null;
  /** role="alertdialog" (default) for a question or an error; "dialog" for a success notice. */
  readonly role?: "alertdialog" | "dialog";
}

const FIRST_CONTROL = "button:not([disabled]), input:not([disabled]), a[href]";

/**
 * A modal question on the native <dialog> opened with showModal(): the browser keeps focus inside and the page
 * behind it inert; Esc, the cancel button and the backdrop cancel; focus goes back to the opener (or, when that
 * cannot take it, to the page's first invalid field) however it closes.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = "default",
  onConfirm,
  onCancel,
  pending = false,
  opener,
  role = "alertdialog",
}: ConfirmDialogProps) => {
  const { t } = useTranslation("web");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || dialog === null) return undefined;
    const from = opener ?? openerIn(document);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      returnFocus(document, from);
    };
  }, [open, opener]);

  if (!open) return null;
  const className = [styles.dialog, variant === "default" ? undefined : styles[variant]]
    .filter(Boolean)
    .join(" ");
  return (
    <dialog
      ref={ref}
      className={className}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // The page decides: it closes the dialog by turning `open` off.
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // The dialog has no padding of its own, so a click whose target is the dialog fell on the backdrop.
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className={styles.box}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>
          {cancelLabel === null ? null : (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel ?? t("web:cancel")}
            </Button>
          )}
          <Button
            variant={variant === "destructive" ? "destructive" : "primary"}
            pending={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
};
