export { BuildGates, GuardNames, type BuildGate, type GuardName } from "./guard-names";
export { isGateOpen, isRouteEnabled } from "./build-gates";
export {
  MAX_REDIRECTS,
  SUSPENDED_REACHABLE,
  evaluateRoute,
  guardFindings,
  isSuspendedVisitor,
  keepsScrollPosition,
} from "./evaluate-route";
export { Guards, type Guard, type GuardContext, type GuardFailure } from "./guards";
export {
  CUSTOM_AMOUNT_QUERY,
  LinkShortcuts,
  OPEN_CHAT_QUERY,
  REDIRECT_QUERY_KEY,
  isLinkPath,
  resolveLink,
  type LinkResolution,
  type LinkShortcut,
} from "./link-shortcuts";
export {
  formatHref,
  parseQuery,
  safeRedirectTarget,
  splitLocation,
  type Location,
  type Query,
} from "./location";
export { RoutingMessageKeys, type RoutingMessageKey } from "./messages";
export { buildPath, matchPattern, normalisePathname, type RouteParams } from "./path-match";
export { isPortalPage } from "./portal-pages";
export { TabLandingRoutes, availableProfileTabs, selectProfileTab } from "./profile-tabs";
export {
  isAllow,
  isNotFound,
  isRedirect,
  type Allow,
  type NotFound,
  type Redirect,
  type RedirectReason,
  type RouteDecision,
} from "./route-decision";
export { defineRoute, type RouteArea, type RouteDefinition } from "./route-definition";
export { RouteIds, type RouteId } from "./route-ids";
export { ROUTES, findRoute, hrefFor, routeById, staticHref, type RouteMatch } from "./route-table";
export {
  accountFactsOf,
  anonymousVisitor,
  currentAccount,
  type AccountFacts,
  type AccountFactsInput,
  type VisitorState,
} from "./visitor-state";
