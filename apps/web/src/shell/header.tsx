import { useSignals } from "@preact/signals-react/runtime";
import {
  SUSPENDED_REACHABLE,
  currentAccount,
  isRouteEnabled,
  routeById,
  staticHref,
  type RouteId,
} from "@waea/domain/routing";
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

/**
 * The site header; `?header=hide` removes it (APP-03). Links only to routes the build shows, and for a suspended
 * account only to those it may still open (01 §6): a link that bounces back to /suspended is no way on.
 */
export const Header = () => {
  useSignals();
  const { t } = useTranslation("web");
  const state = useAppState();
  const { settings } = state;
  const suspended = currentAccount(state.visitor.value)?.suspended === true;
  const reachable = (route: RouteId) => !suspended || SUSPENDED_REACHABLE.includes(route);
  const about = settings.externalAboutUrl;
  return (
    <header className="site-header">
      <Link href={staticHref(suspended ? "suspended" : "home")} className="brand">
        {t("web:brand")}
      </Link>
      <nav aria-label={t("web:nav_main")}>
        <ul>
          {NAV.filter(({ route }) => reachable(route) && isRouteEnabled(routeById(route), settings)).map(
            ({ route, label }) => (
              <li key={route}>
                <Link href={staticHref(route)}>{t(label)}</Link>
              </li>
            ),
          )}
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
