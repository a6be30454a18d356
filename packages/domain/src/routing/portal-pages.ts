import type { Settings } from "../config";
import { isRouteEnabled } from "./build-gates";
import { resolveLink, isLinkPath } from "./link-shortcuts";
import { splitLocation } from "./location";
import { findRoute } from "./route-table";

/**
 * Whether the portal has a page at this location under these settings (APP-02): a route of the table or one of its
 * aliases, or a known /link shortcut. A route the settings do not show (a non-production page in production, a flag
 * off, a gate closed: isRouteEnabled, the rule the app routes by) is no page, unless it sends the visitor elsewhere
 * (/eshop to checkout). Guards only redirect, so the answer is the same for every visitor. A server that serves the
 * portal answers any other path with 404, where the app shows its not-found page.
 */
export const isPortalPage = (location: string, settings: Settings): boolean => {
  const { pathname } = splitLocation(location);
  if (isLinkPath(pathname)) return resolveLink(location, false) !== undefined;
  const match = findRoute(pathname);
  if (match === undefined) return false;
  const { route } = match;
  return isRouteEnabled(route, settings) || route.denied !== "not_found";
};
