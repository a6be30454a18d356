import { formatHref, type Query } from "./location";
import { buildPath, matchPattern, type RouteParams } from "./path-match";
import type { RouteDefinition } from "./route-definition";
import type { RouteId } from "./route-ids";
import { broadbandRoutes, mobileRoutes } from "./routes-profile-mobile";
import { profileRoutes } from "./routes-profile";
import { shopRoutes } from "./routes-shop";
import { authRoutes, guestRoutes, pageRoutes, siteRoutes } from "./routes-site";

/** The whole route table, in matching order: the first entry whose pattern or alias matches a path wins. */
export const ROUTES: ReadonlyArray<RouteDefinition> = [
  ...siteRoutes,
  ...authRoutes,
  ...pageRoutes,
  ...guestRoutes,
  ...profileRoutes,
  ...mobileRoutes,
  ...broadbandRoutes,
  ...shopRoutes,
];

const BY_ID: ReadonlyMap<RouteId, RouteDefinition> = new Map(ROUTES.map((route) => [route.id, route]));

/** The table entry of an id. Every RouteId has one (route-table.test.ts). */
export const routeById = (id: RouteId): RouteDefinition => {
  const route = BY_ID.get(id);
  if (route === undefined) throw new Error(`route table has no entry for ${id}`);
  return route;
};

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
}

/** The route a pathname shows, by pattern or alias, with its parameters; undefined for an unknown path. */
export const findRoute = (pathname: string): RouteMatch | undefined => {
  for (const route of ROUTES) {
    for (const pattern of [route.path, ...route.aliases]) {
      const params = matchPattern(pattern, pathname);
      if (params !== undefined) return { route, params };
    }
  }
  return undefined;
};

/** A link to a route: its pattern filled with params, plus a query; undefined when a required param is missing. */
export const hrefFor = (id: RouteId, params: RouteParams = {}, query: Query = {}): string | undefined => {
  const path = buildPath(routeById(id).path, params);
  return path === undefined ? undefined : formatHref(path, query);
};

/** The path of a route without parameters (the redirect targets), with an optional query. */
export const staticHref = (id: RouteId, query: Query = {}): string =>
  formatHref(buildPath(routeById(id).path) ?? routeById(id).path, query);
