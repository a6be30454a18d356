import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

export interface EmptyStateProps {
  /** What is empty, as a heading: "No add-ons yet". */
  readonly title: string;
  /** What it means. */
  readonly text?: ReactNode;
  /** The next step: a link or a button ("Buy an add-on"). */
  readonly action?: ReactNode;
  readonly level?: 2 | 3;
}

/** A list or page with nothing to show: what that means and the next step. */
export const EmptyState = ({ title, text, action, level = 2 }: EmptyStateProps) => {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.empty}>
      <Heading className={styles.title}>{title}</Heading>
      {text === undefined ? null : <p className={styles.text}>{text}</p>}
      {action === undefined ? null : <div className={styles.action}>{action}</div>}
    </div>
  );
};
