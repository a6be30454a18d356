import type { ReactNode } from "react";
import { PageTitle } from "../../components/page-title";
import styles from "./plans.module.css";

/** A plans page: its title (document and the one h1), an optional lead, and its content in the wide column. */
export const PlansFrame = ({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}) => (
  <div className={`page ${styles.page}`}>
    <PageTitle title={title} />
    <h1>{title}</h1>
    {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
    {children}
  </div>
);
