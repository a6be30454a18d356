import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageTitle } from "../../components/page-title";
import styles from "./usage.module.css";

/**
 * A usage page: its title (document and heading), an optional way back, and its cards in the wide column (up to
 * 1080 px: a chart and tables need the room that a form's column does not give).
 */
export const UsageFrame = ({
  title,
  back,
  children,
}: {
  readonly title: string;
  readonly back?: { readonly href: string; readonly label: string };
  readonly children: ReactNode;
}) => {
  // The plans' words too: data amounts are written by the plans' display rule (plans:data_gb, plans:data_mb).
  const { t } = useTranslation(["usage", "plans", "web"]);
  return (
    <section className={["page", styles.page].filter(Boolean).join(" ")}>
      <PageTitle title={t(title)} />
      {back === undefined ? null : (
        <p className={styles.back}>
          <Link href={back.href}>{t(back.label)}</Link>
        </p>
      )}
      <h1>{t(title)}</h1>
      {children}
    </section>
  );
};
