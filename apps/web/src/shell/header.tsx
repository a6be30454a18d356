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
import { HeaderChatButton } from "./header-chat-button";
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
      <div className="header-bar">
        <Link href={staticHref(suspended ? "suspended" : "home")} className="brand">
          <svg
            className="brand-mark"
            viewBox="0 0 32 32"
            width="32"
            height="32"
            aria-hidden="true"
            focusable="false"
          >
            <rect width="32" height="32" rx="9" fill="currentColor" />
            <path
              d="M7 11.5c5.5-4.7 12.5-4.7 18 0M10.2 15.4c3.6-2.9 8-2.9 11.6 0M13.4 19.3c1.6-1.2 3.6-1.2 5.2 0"
              fill="none"
              stroke="var(--color-brand)"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
            <circle cx="16" cy="23.2" r="1.9" fill="var(--color-accent)" />
          </svg>
          <span>{t("web:brand")}</span>
        </Link>
        <nav className="main-nav" aria-label={t("web:nav_main")}>
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
            <HeaderChatButton />
          </ul>
        </nav>
        <div className="header-tools">
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
};
