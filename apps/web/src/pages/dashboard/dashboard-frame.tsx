import type { ReactNode } from "react";
import { PageTitle } from "../../components/page-title";
import styles from "./dashboard.module.css";

/** A dashboard page: its title (document and the one heading), a greeting, over the wide dashboard column. */
export const DashboardFrame = ({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: string;
  readonly children: ReactNode;
}) => (
  <section className="page dashboard-page">
    <PageTitle title={title} />
    <h1>{title}</h1>
    {lead === undefined ? null : <p className={styles.greeting}>{lead}</p>}
    {children}
  </section>
);
