import type { ReactNode } from "react";
import styles from "./bills.module.css";

/** How a status reads at a glance: settled (good), waiting (warn), refused or overdue (bad), or plain. */
export type BadgeTone = "good" | "warn" | "bad" | "plain";

/** A status as a small labelled pill; the words carry the meaning, the colour only repeats it. */
export const StatusBadge = ({
  tone,
  children,
}: {
  readonly tone: BadgeTone;
  readonly children: ReactNode;
}) => (
  <span className={[styles.badge, tone === "plain" ? undefined : styles[tone]].filter(Boolean).join(" ")}>
    {children}
  </span>
);
