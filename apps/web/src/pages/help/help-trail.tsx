import type { HelpCategory, HelpSection } from "@waea/domain/help";
import { hrefFor, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import styles from "./help.module.css";

/** Where a help page sits: Help centre › category › section, each a link up (the page itself is its h1). */
export const HelpTrail = ({
  category,
  section,
}: {
  readonly category?: HelpCategory | undefined;
  readonly section?: HelpSection | undefined;
}) => {
  const { t } = useTranslation("help");
  return (
    <nav aria-label={t("help:trail")} className={styles.trail}>
      <ol>
        <li>
          <Link href={staticHref("help")}>{t("help:title")}</Link>
        </li>
        {category === undefined ? null : (
          <li>
            <Link href={hrefFor("help-category", { category_id: category.id }) ?? staticHref("help")}>
              {category.name}
            </Link>
          </li>
        )}
        {category === undefined || section === undefined ? null : (
          <li>
            <Link
              href={
                hrefFor("help-article", { category_id: category.id, section_id: section.id }) ??
                staticHref("help")
              }
            >
              {section.name}
            </Link>
          </li>
        )}
      </ol>
    </nav>
  );
};
