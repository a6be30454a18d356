import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import type { broadbandLinks } from "./broadband-links";
import styles from "./dashboard.module.css";

/** The broadband pages the summary card links to (the first one the main action); nothing when none is allowed. */
export const BroadbandLinkList = ({ links }: { readonly links: ReturnType<typeof broadbandLinks> }) => {
  const { t } = useTranslation("dashboard");
  if (links.length === 0) return undefined;
  return (
    <ul className={styles.links}>
      {links.map((link, index) => (
        <li key={link.route}>
          <Link href={staticHref(link.route)} className={buttonClass(index === 0 ? "primary" : "secondary")}>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
};
