import type { ReactNode } from "react";
import { PageTitle } from "../../components/page-title";

/** A dashboard page: its title (document and the one heading) over the wide dashboard column. */
export const DashboardFrame = ({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}) => (
  <section className="page page-wide dashboard-page">
    <PageTitle title={title} />
    <h1>{title}</h1>
    {lead}
    {children}
  </section>
);
