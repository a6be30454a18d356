import { useSignals } from "@preact/signals-react/runtime";
import type { ProfileTab } from "@waea/domain/config";
import {
  TabLandingRoutes,
  availableProfileTabs,
  selectProfileTab,
  staticHref,
  type RouteDefinition,
} from "@waea/domain/routing";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../app/app-context";
import { Loader } from "./loader";

const TAB_LABELS: Readonly<Record<ProfileTab, string>> = {
  "my-app-home": "web:tab_my_app_home",
  "personal-data": "web:tab_personal_data",
  plans: "web:tab_plans",
  broadband: "web:tab_broadband",
  store: "web:tab_store",
  bonuses: "web:tab_bonuses",
  "my-orders": "web:tab_my_orders",
};

/**
 * The profile's tab bar (PRO-08): the tabs the domain makes available for this account (the allowed list, or the
 * fibre-only tabs), each opening its landing page; the route's own tab is the current one.
 */
export const ProfileTabs = ({ route }: { readonly route: RouteDefinition }) => {
  useSignals();
  const { t } = useTranslation("web");
  const state = useAppState();
  const fibreOnly = state.visitor.value.account?.fibreOnly ?? false;
  const tabs = availableProfileTabs(state.settings, fibreOnly);
  const current = selectProfileTab(route.tab, tabs);
  return (
    <nav className="profile-tabs" aria-label={t("web:profile_sections")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              href={staticHref(TabLandingRoutes[tab])}
              aria-current={tab === current ? "page" : undefined}
              className={tab === current ? "tab tab-current" : "tab"}
            >
              {t(TAB_LABELS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** A profile page with its tab bar above it; tabless profile pages (payment setup) show none. */
export const ProfileFrame = ({
  route,
  children,
}: {
  readonly route: RouteDefinition;
  readonly children: ReactNode;
}) =>
  route.area === "profile" && route.tab !== undefined ? (
    <div className="profile-frame">
      <ProfileTabs route={route} />
      <Suspense fallback={<Loader />}>{children}</Suspense>
    </div>
  ) : (
    children
  );
