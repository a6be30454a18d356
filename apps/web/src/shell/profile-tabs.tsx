import { useSignals } from "@preact/signals-react/runtime";
import type { ProfileTab } from "@waea/domain/config";
import {
  TabLandingRoutes,
  availableProfileTabs,
  selectProfileTab,
  staticHref,
  type RouteDefinition,
} from "@waea/domain/routing";
import { Suspense, useLayoutEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../app/app-context";
import { Loader } from "./loader";
import styles from "./profile-tabs.module.css";
import { scrollTabIntoView } from "./scroll-tab-into-view";

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
 * The profile's navigation (PRO-08): a tab bar scrolling sideways on a phone, a side navigation from 1024 px: the tabs the domain makes available for this account (the allowed list, or the
 * fibre-only tabs), each opening its landing page; the route's own tab is the current one (aria-current="page").
 */
export const ProfileTabs = ({ route }: { readonly route: RouteDefinition }) => {
  useSignals();
  const { t } = useTranslation("web");
  const state = useAppState();
  const fibreOnly = state.visitor.value.account?.fibreOnly ?? false;
  const tabs = availableProfileTabs(state.settings, fibreOnly);
  const current = selectProfileTab(route.tab, tabs);
  const list = useRef<HTMLUListElement>(null);
  // On a phone the bar scrolls sideways: the current tab is brought into sight when the bar opens and on each move.
  // Measured in the next frame, before it paints: read inside React's commit, the page's whole first layout was
  // forced into the commit's task (30 ms on this machine, four times that on a phone), which then blocked input.
  useLayoutEffect(() => {
    const bar = list.current;
    if (bar === null) return;
    const frame = requestAnimationFrame(() => scrollTabIntoView(bar));
    return () => cancelAnimationFrame(frame);
  }, [current]);
  return (
    <nav className={styles.nav} aria-label={t("web:profile_sections")}>
      <ul className={styles.list} ref={list}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              href={staticHref(TabLandingRoutes[tab])}
              aria-current={tab === current ? "page" : undefined}
              className={styles.tab}
            >
              {t(TAB_LABELS[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** A profile page with its navigation (above it on a phone, beside it from 1024 px); tabless pages show none. */
export const ProfileFrame = ({
  route,
  children,
}: {
  readonly route: RouteDefinition;
  readonly children: ReactNode;
}) =>
  route.area === "profile" && route.tab !== undefined ? (
    <div className={styles.frame}>
      <ProfileTabs route={route} />
      <div className={styles.content}>
        <Suspense fallback={<Loader />}>{children}</Suspense>
      </div>
    </div>
  ) : (
    children
  );
