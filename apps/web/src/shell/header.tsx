import { isRouteEnabled, routeById, staticHref, type RouteId } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../app/app-context";
import { AccountMenu } from "./account-menu";
import { LanguageSwitch } from "./language-switch";

const NAV: ReadonlyArray<{ readonly route: RouteId; readonly label: string }> = [
  { route: "plans", label: "web:nav_plans" },
  { route: "broadband", label: "web:nav_broadband" },
  { route: "help", label: "web:nav_help" },
  { route: "about", label: "web:nav_about" },
];

/** The site header; `?header=hide` removes it (APP-03). Links only to routes the build shows. */
export const Header = () => {
  const { t } = useTranslation("web");
  const { settings } = useAppState();
  const about = settings.externalAboutUrl;
  return (
    <header className="site-header">
      <Link href={staticHref("home")} className="brand">
        {t("web:brand")}
      </Link>
      <nav aria-label={t("web:nav_main")}>
        <ul>
          {NAV.filter(({ route }) => isRouteEnabled(routeById(route), settings)).map(({ route, label }) => (
            <li key={route}>
              <Link href={staticHref(route)}>{t(label)}</Link>
            </li>
          ))}
          {about === undefined || about.trim() === "" ? null : (
            <li>
              <a href={about} rel="noopener">
                {t("web:nav_about")}
              </a>
            </li>
          )}
        </ul>
      </nav>
      <div className="header-tools">
        <LanguageSwitch />
        <AccountMenu />
      </div>
    </header>
  );
};
