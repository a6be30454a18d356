import { isRouteEnabled, routeById, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../app/app-context";

export const Footer = () => {
  const { t } = useTranslation("web");
  const { settings } = useAppState();
  return (
    <footer className="site-footer">
      <nav aria-label={t("web:nav_footer")}>
        <ul>
          <li>
            <Link href={staticHref("terms")}>{t("web:nav_terms")}</Link>
          </li>
          <li>
            <Link href={staticHref("privacy")}>{t("web:nav_privacy")}</Link>
          </li>
          <li>
            <Link href={staticHref("help")}>{t("web:nav_help")}</Link>
          </li>
          {isRouteEnabled(routeById("about"), settings) ? (
            <li>
              <Link href={staticHref("about")}>{t("web:nav_about")}</Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <p>{t("web:footer_note")}</p>
    </footer>
  );
};
