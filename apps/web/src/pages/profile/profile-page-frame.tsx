import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageTitle } from "../../components/page-title";

/** A profile page: its title (document and heading), an optional way back, and its content. */
export const ProfilePage = ({
  title,
  back,
  className,
  children,
}: {
  readonly title: string;
  readonly back?: { readonly href: string; readonly label: string };
  readonly className?: string;
  readonly children: ReactNode;
}) => {
  const { t } = useTranslation(["profile", "web"]);
  return (
    <section className={`page page-narrow profile-page ${className ?? ""}`.trim()}>
      <PageTitle title={t(title)} />
      {back === undefined ? null : (
        <p className="back-link">
          <Link href={back.href}>{t(back.label)}</Link>
        </p>
      )}
      <h1>{t(title)}</h1>
      {children}
    </section>
  );
};
