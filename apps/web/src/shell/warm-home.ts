import { isBroadbandAccountType } from "@waea/domain/account";
import { currentAccount, findRoute } from "@waea/domain/routing";
import { effect } from "@preact/signals-react";
import { browserHost } from "../app/deferred-start";
import type { AppState } from "../state/app-state";
import { homeFiles, WARM_HOME_FILE } from "./warm-home-list";

/** What the warming reads of the app's state. */
export type WarmState = Pick<AppState, "visitor" | "pageShown" | "language">;

/** How long after the page is shown the files are asked for (then when the browser is idle): its own reads first. */
export const WARM_AFTER_MILLIS = 500;

export interface WarmHomeHost {
  /** The path the browser shows. */
  readonly pathname: () => string;
  /** The visitor asked the browser to save data (Save-Data). */
  readonly savesData: () => boolean;
  /** Runs the task later: after the delay, when the browser is idle. */
  readonly later: (task: () => void, delayMillis: number) => void;
  /** The list's JSON, or a rejection. */
  readonly fetchList: () => Promise<unknown>;
  /** Asks the browser to fetch a file into its cache, at the lowest priority, without running it (`rel=prefetch`). */
  readonly prefetch: (href: string) => void;
}

export const browserWarmHost = (): WarmHomeHost => ({
  pathname: () => window.location.pathname,
  savesData: () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
  later: browserHost().later,
  // A reply that is not the list (a 404's page) fails to parse: nothing is fetched.
  fetchList: () => fetch(`/${WARM_HOME_FILE}`).then((reply) => reply.json()),
  prefetch: (href) => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.append(link);
  },
});

/**
 * A signed-in visitor's most likely next page is their home ("My account" in the header): once a page is shown and
 * their account is known, and the browser is idle, its chunks, stylesheets and texts are fetched into the browser's
 * cache, neither parsed nor run, so that opening it waits on its reads only, not on forty files found a level at a
 * time. Once a page load; never on the home itself (/profile/my-app-home, /profile/mobile and its alias
 * /mobile-app-dashboard), nor where the visitor saves data. A list that fails to load or is malformed fetches nothing.
 */
export const warmHomeWhenIdle = (state: WarmState, host: WarmHomeHost = browserWarmHost()): void => {
  let armed = false;
  const stop = effect(() => {
    const account = currentAccount(state.visitor.value);
    if (armed || !state.pageShown.value || account === undefined) return;
    armed = true;
    // Called during effect()'s first run, `stop` is not assigned yet.
    queueMicrotask(() => stop());
    if (host.savesData()) return;
    const kind = isBroadbandAccountType(account.accountType) ? "broadband" : "mobile";
    host.later(() => {
      // Asked where the visitor is by then: on the home itself its files are loading already.
      const route = findRoute(host.pathname())?.route.id;
      if (route === "profile.my-app-home" || route === "profile.mobile") return;
      host
        .fetchList()
        .then((list) => {
          for (const file of homeFiles(list, kind, state.language.value)) host.prefetch(file);
        })
        .catch(() => undefined);
    }, WARM_AFTER_MILLIS);
  });
};

let watching = false;

/**
 * The sign-in page starts the watch (use-sign-in.ts), once a page load: the customer it signs in, by whichever
 * method, is likely to open their home next. Started there rather than in the entry, it adds nothing to the
 * signed-in pages' own loads.
 */
export const warmHomeAfterSignIn = (state: WarmState): void => {
  if (watching) return;
  watching = true;
  warmHomeWhenIdle(state);
};
