import type { Settings } from "../config";
import { isRouteEnabled } from "./build-gates";
import type { GuardName } from "./guard-names";
import { Guards, type GuardContext } from "./guards";
import { resolveLink, isLinkPath } from "./link-shortcuts";
import { splitLocation } from "./location";
import type { RoutingMessageKey } from "./messages";
import { normalisePathname } from "./path-match";
import type { Allow, RedirectReason, RouteDecision } from "./route-decision";
import type { RouteId } from "./route-ids";
import { findRoute, routeById, staticHref } from "./route-table";
import { currentAccount, type VisitorState } from "./visitor-state";

/** More redirects than any chain of the table needs (the longest is four); a guard against a broken table. */
export const MAX_REDIRECTS = 8;

/**
 * What a signed-in suspended account may still open: the suspended page, help and legal pages (to read the terms and
 * contact support) and, with several customer accounts, select-account to switch to another one. Sign-out is an
 * action, not a route. Every other route lists the notSuspended guard (route-table.test.ts checks it).
 */
export const SUSPENDED_REACHABLE: ReadonlyArray<RouteId> = [
  "suspended",
  "select-account",
  "help",
  "help-category",
  "help-article",
  "terms",
  "terms-page",
  "privacy",
  "about",
];

type Step =
  | Allow
  | { readonly _tag: "NotFound" }
  | {
      readonly _tag: "Go";
      readonly href: string;
      readonly reason: RedirectReason;
      readonly messageKey: RoutingMessageKey;
    };

const NOT_FOUND = { _tag: "NotFound" } as const;

/** One step: the link table, then the route's build gates, then its guards in order. */
const step = (state: VisitorState, settings: Settings, location: string): Step => {
  const { pathname, query } = splitLocation(location);
  if (isLinkPath(pathname)) {
    const link = resolveLink(location, state.signedIn);
    if (link === undefined) return NOT_FOUND;
    const messageKey = state.signedIn ? "routing.opening_shortcut" : "routing.sign_in_required";
    return { _tag: "Go", href: link.href, reason: "shortcut", messageKey };
  }
  const match = findRoute(pathname);
  if (match === undefined) return NOT_FOUND;
  const { route, params } = match;
  if (!isRouteEnabled(route, settings))
    return route.denied === "not_found"
      ? NOT_FOUND
      : { _tag: "Go", href: staticHref(route.denied), reason: "build", messageKey: "routing.page_moved" };
  const context: GuardContext = { state, settings, route, location, query };
  for (const guard of route.guards) {
    const failure = Guards[guard](context);
    if (failure !== undefined) return { _tag: "Go", reason: guard, ...failure };
  }
  return { _tag: "Allow", route, params, query };
};

/**
 * Decides what a visitor gets for a location (path with optional query): allow, redirect or not-found (PRO-07,
 * AUTH-14, GST-03, APP-02, APP-06). Order: /link shortcuts; unknown path -> not-found; a route the build does not
 * show -> not-found (or its denied route); then the route's guards in the order of spec 01 §5. Redirects are
 * followed here, so a returned redirect always names a page the same visitor is allowed on. Pure, no I/O.
 */
export const evaluateRoute = (state: VisitorState, settings: Settings, location: string): RouteDecision => {
  const requested = normalisePathname(splitLocation(location).pathname);
  const seen = new Set<string>([location]);
  let current = location;
  let last: Extract<Step, { _tag: "Go" }> | undefined;
  for (let hops = 0; hops <= MAX_REDIRECTS; hops += 1) {
    const next = step(state, settings, current);
    if (next._tag === "NotFound") return { _tag: "NotFound", path: requested };
    if (next._tag === "Allow") {
      if (last === undefined) return next;
      const { pathname, query } = splitLocation(current);
      return {
        _tag: "Redirect",
        to: next.route.id,
        path: pathname,
        query,
        href: current,
        reason: last.reason,
        messageKey: last.messageKey,
        hops,
      };
    }
    if (seen.has(next.href)) break;
    seen.add(next.href);
    last = next;
    current = next.href;
  }
  // Unreachable with this table (the redirect law in routing.props.test.ts); a loop must never hang a page.
  return { _tag: "NotFound", path: requested };
};

/**
 * Every guard of a route that the visitor fails, not just the first: the findings of the CLI account check
 * (CLI-02). Empty when the build does not show the route, since no guard is reached then.
 */
export const guardFindings = (
  state: VisitorState,
  settings: Settings,
  id: RouteId,
): ReadonlyArray<GuardName> => {
  const route = routeById(id);
  if (!isRouteEnabled(route, settings)) return [];
  const location = staticHref(id);
  const context: GuardContext = { state, settings, route, location, query: {} };
  return route.guards.filter((guard) => Guards[guard](context) !== undefined);
};

/** Whether navigating to a location keeps the scroll position (APP-01); unknown paths reset it. */
export const keepsScrollPosition = (location: string): boolean =>
  findRoute(splitLocation(location).pathname)?.route.keepScroll ?? false;

/** The suspended account rule, for a shell that wants to know without evaluating a path. */
export const isSuspendedVisitor = (state: VisitorState): boolean => currentAccount(state)?.suspended === true;
