import type { ProfileTab, Settings } from "../config";
import { FIBRE_ONLY_TABS } from "../config";
import { isRouteEnabled } from "./build-gates";
import type { RouteId } from "./route-ids";
import { routeById } from "./route-table";

/** The page each profile tab opens on. */
export const TabLandingRoutes: Readonly<Record<ProfileTab, RouteId>> = {
  "my-app-home": "profile.my-app-home",
  "personal-data": "profile.account",
  plans: "profile.mobile",
  broadband: "profile.broadband",
  store: "profile.offers",
  bonuses: "profile.bonuses",
  "my-orders": "profile.order-history",
};

/**
 * The tabs a customer sees, in the order of the allowed list: the allowed profile tabs, or for a fibre-only profile
 * those of broadband and bonuses that are allowed (PRO-08). A tab whose landing page the build switches off (bonuses
 * without rewards, broadband without either module) is left out, so the first available tab always opens a page.
 */
export const availableProfileTabs = (settings: Settings, fibreOnly: boolean): ReadonlyArray<ProfileTab> =>
  settings.allowedProfileTabs
    .filter((tab, index, all) => all.indexOf(tab) === index)
    .filter((tab) => !fibreOnly || FIBRE_ONLY_TABS.includes(tab))
    .filter((tab) => isRouteEnabled(routeById(TabLandingRoutes[tab]), settings));

/** The route's tab when it is available, otherwise the first available tab; undefined when none is available. */
export const selectProfileTab = (
  routeTab: ProfileTab | undefined,
  available: ReadonlyArray<ProfileTab>,
): ProfileTab | undefined =>
  routeTab !== undefined && available.includes(routeTab) ? routeTab : available[0];
