import type { Language, Settings } from "@waea/domain/config";
import {
  evaluateRoute,
  findRoute,
  isRouteEnabled,
  splitLocation,
  type RouteId,
  type VisitorState,
} from "@waea/domain/routing";
import { showLanguage } from "../i18n/show-language";
import type { AppState } from "../state/app-state";
import { startWhenWanted, type DeferredStartHost } from "./deferred-start";
import { inTaskOfItsOwn } from "./start-steps";

export interface FirstLocation {
  readonly state: AppState;
  /** `?language=` of the first location, when the build offers it (APP-03). */
  readonly language: Language | undefined;
  /** Something stored needs the runtime before the first page renders (needsRuntimeFirst). */
  readonly runtimeFirst: boolean;
  /** Starts the runtime; settles once its chunk (boot-live) has been evaluated, before the session is restored. */
  readonly startRuntime: () => Promise<unknown>;
  /** Starts downloading the first page's chunk. */
  readonly preloadFirstPage: () => void;
  readonly host?: DeferredStartHost;
  /** Runs a task in a task of its own (inTaskOfItsOwn; tests run it by hand). */
  readonly nextTask?: (task: () => void) => void;
}

/**
 * The first location of a visit. A language asked for in the URL shows at once (texts, `<html lang>`, the switch)
 * and is remembered at once: the runtime, which saves it as it boots (restoreLanguage), starts now rather than at
 * the visitor's first click, so the choice holds even when the visitor leaves before touching the page.
 */
export const openFirstLocation = (first: FirstLocation): void => {
  const { state } = first;
  if (first.language !== undefined) showLanguage(state, first.language);
  if (first.runtimeFirst) {
    // The runtime restores what is stored (a session) over the API, and meanwhile the page's chunk downloads: it
    // waited for the session and the account before. Asked for once the start chunk has been evaluated, in a task of
    // its own: asked for with it, both evaluated in one long task (effect's modules and the page's).
    const nextTask = first.nextTask ?? inTaskOfItsOwn;
    void first.startRuntime().then(
      () => nextTask(first.preloadFirstPage),
      () => undefined,
    );
    return;
  }
  state.startAnonymous();
  first.preloadFirstPage();
  startWhenWanted(state, first.startRuntime, first.host);
  if (first.language !== undefined) void state.whenStarted();
};

/**
 * The page whose chunk the first location downloads at once. An anonymous visitor's, as the guards decide it. With a
 * stored session the visitor is likely signed in, and the guards cannot be evaluated before the runtime has restored
 * it: the page of the location (a profile page waited for the session and the account before its chunk was asked
 * for, three round trips after the start chunk). The build's gates hold for everyone and need no session, so they
 * apply there too (isRouteEnabled, the router's rule): a route the build does not show loads its `denied` route's
 * page, or none (production /eshop goes to checkout: its own page was downloaded for nothing before).
 */
export const firstPageToLoad = (
  visitor: VisitorState,
  settings: Settings,
  location: string,
  sessionStored: boolean,
): RouteId | undefined => {
  if (sessionStored) {
    const route = findRoute(splitLocation(location).pathname)?.route;
    if (route === undefined || isRouteEnabled(route, settings)) return route?.id;
    return route.denied === "not_found" ? undefined : route.denied;
  }
  const first = evaluateRoute(visitor, settings, location);
  return first._tag === "Allow" ? first.route.id : undefined;
};
