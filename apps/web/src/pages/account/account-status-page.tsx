import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/page-title";

/** The pages an account guard sends a customer to (PRO-09): a heading, what happened, and the ways on. */
export const AccountStatusPage = ({
  title,
  text,
  children,
}: {
  readonly title: string;
  readonly text: string;
  readonly children: ReactNode;
}) => {
  const { t } = useTranslation(["web", "routing"]);
  return (
    <section className="page page-narrow account-status">
      <PageTitle title={t(title)} />
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      <ul className="links">{children}</ul>
    </section>
  );
};
