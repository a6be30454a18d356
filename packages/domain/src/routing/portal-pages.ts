import { resolveLink, isLinkPath } from "./link-shortcuts";
import { splitLocation } from "./location";
import { findRoute } from "./route-table";

/** What a server knows of the build it serves: whether it is a production one (its flags are the build's own). */
export interface ServedBuild {
  readonly production: boolean;
}

/**
 * Whether the portal has a page at this location (APP-02): a route of the table or one of its aliases, or a known
 * /link shortcut. A route the build hides for good (a non-production page in production, spec 01 §2) is no page,
 * unless it sends the visitor elsewhere (/eshop to checkout). Flags and gates count as on: a server does not know the
 * build's, and the portal shows its not-found page itself where one is off. Guards only redirect, so the answer is
 * the same for every visitor. A server that serves the portal answers any other path with 404.
 */
export const isPortalPage = (location: string, build: ServedBuild): boolean => {
  const { pathname } = splitLocation(location);
  if (isLinkPath(pathname)) return resolveLink(location, false) !== undefined;
  const match = findRoute(pathname);
  if (match === undefined) return false;
  const { route } = match;
  return !(route.hiddenInProduction && build.production) || route.denied !== "not_found";
};
