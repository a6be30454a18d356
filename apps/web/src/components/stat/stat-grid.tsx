import type { ReactNode } from "react";
import styles from "./stat.module.css";

/** Stats side by side: a column on a phone, as many to a row as fit (at least 12 rem each) from 600 px. */
export const StatGrid = ({ children }: { readonly children: ReactNode }) => (
  <div className={styles.grid}>{children}</div>
);
