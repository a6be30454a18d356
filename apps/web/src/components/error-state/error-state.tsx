import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import styles from "./error-state.module.css";

export interface ErrorStateProps {
  /** The spec's message (errorText(...) translated). */
  readonly message: ReactNode;
  /** Loads again; the button is shown when given. */
  readonly onRetry?: () => void;
  /** A heading over the message ("Your usage could not be loaded"). */
  readonly title?: string;
  /** The retry button's words (default "Try again"). */
  readonly retryLabel?: string;
  /** While the retry runs. */
  readonly pending?: boolean;
  /** The title's heading level: 2 where the state stands for the page's content, 3 inside a titled card. */
  readonly level?: 2 | 3 | 4;
}

/** A part of the page that failed to load: the message where the content would be, and a retry (role="alert"). */
export const ErrorState = ({
  message,
  onRetry,
  title,
  retryLabel,
  pending = false,
  level = 2,
}: ErrorStateProps) => {
  const { t } = useTranslation("web");
  const Heading = `h${level}` as const;
  return (
    <div className={styles.error} role="alert">
      {title === undefined ? null : <Heading className={styles.title}>{title}</Heading>}
      <p className={styles.message}>{message}</p>
      {onRetry === undefined ? null : (
        <Button variant="secondary" pending={pending} onClick={onRetry}>
          {retryLabel ?? t("web:kit_retry")}
        </Button>
      )}
    </div>
  );
};
