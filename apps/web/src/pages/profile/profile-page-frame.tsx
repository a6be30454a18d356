import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageTitle } from "../../components/page-title";
import { isNamespace } from "../../i18n/i18n";

/** The namespace a "<namespace>:<key>" text names (a text already translated names none). */
const namespaceOf = (key: string | undefined): ReadonlyArray<string> => {
  const namespace = key?.slice(0, Math.max(0, key.indexOf(":")));
  return namespace !== undefined && isNamespace(namespace) ? [namespace] : [];
};

/**
 * A profile page: its title (document and heading), an optional way back, and its content in a column of at most
 * 720 px for a form (the default) or 1080 px for a dashboard or a table (`width="wide"`).
 */
export const ProfilePage = ({
  title,
  back,
  className,
  width = "form",
  children,
}: {
  readonly title: string;
  readonly back?: { readonly href: string; readonly label: string };
  readonly className?: string;
  readonly width?: "form" | "wide";
  readonly children: ReactNode;
}) => {
  // Only the namespaces of its own words: every profile page is framed, and the whole profile namespace (1.5 KiB)
  // was loaded for a top-up's or a billing route's title.
  const { t } = useTranslation([...new Set([...namespaceOf(title), ...namespaceOf(back?.label), "web"])]);
  return (
    <section
      className={["page", width === "form" ? "page-form" : undefined, "profile-page", className]
        .filter(Boolean)
        .join(" ")}
    >
      <PageTitle title={t(title)} />
      {back === undefined ? null : (
        <p className="back-link">
          <span aria-hidden="true">← </span>
          <Link href={back.href}>{t(back.label)}</Link>
        </p>
      )}
      <h1>{t(title)}</h1>
      {children}
    </section>
  );
};
