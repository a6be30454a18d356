import type { Language, Settings } from "@waea/domain/config";
import type { ReactNode } from "react";
import type { AppState } from "../state/app-state";
import { supportedLanguage } from "../i18n/supported-language";

/**
 * The language the first render shows: `?language=` when the build offers it (APP-03), else the language the server
 * served the page in (`<html lang>`: it picked it from the query or the language cookie, build/prerender.ts), else
 * the build's default. The runtime, once started, restores the stored preference (language-actions.ts).
 */
export const firstLanguage = (
  settings: Settings,
  asked: string | undefined,
  served: string | undefined,
): Language =>
  supportedLanguage(settings, asked) ?? supportedLanguage(settings, served) ?? settings.defaultLanguage;

/** How main.tsx puts the app on the page. */
export type FirstRender =
  /** The served HTML is this page prerendered for an anonymous visitor in this language: hydrate it now. */
  | "hydrate"
  /** Render in the browser now (no prerendered markup, a stored session, or another language). */
  | "render"
  /** Something stored needs the runtime first (a remembered preference): keep the prerendered page on screen
   * until it has started, then hydrate it if the visitor is still anonymous in the served language. On the app
   * shell with a stored session: keep the shell until the session is restored, then render the page over it. */
  | "after-start";

export interface ServedPage {
  /** #root holds a prerendered page (the server sends the bare document for other locations). */
  readonly prerendered: boolean;
  /** #root holds the app shell (first-render-shell.ts): the bare document of a build with prerendered pages. */
  readonly appShell: boolean;
  /** `<html lang>` as served. */
  readonly servedLanguage: string;
  /** The language the first render shows (firstLanguage). */
  readonly language: Language;
  readonly runtimeFirst: boolean;
  readonly sessionStored: boolean;
}

export const firstRender = (page: ServedPage): FirstRender => {
  // The shell is on screen: with a stored session the app renders once the restore is done, the page in one
  // rendering in a transition (React yields between its slices). Rendered at once, the shell's loader was
  // re-rendered by every step of the restore, each a synchronous rendering (signals update through
  // useSyncExternalStore, which React never renders in a transition): the long tasks of a signed-in first load.
  if (page.appShell) return page.sessionStored ? "after-start" : "render";
  if (!page.prerendered || page.sessionStored || page.language !== page.servedLanguage) return "render";
  return page.runtimeFirst ? "after-start" : "hydrate";
};

/**
 * Once the runtime has started (after-start): the prerendered page is what the app would render now, so hydrating
 * it matches, only for an anonymous visitor still in the served language; a started runtime that failed shows its
 * message instead.
 */
export const stillPrerenderedPage = (state: AppState, servedLanguage: string): boolean =>
  state.session.peek().status === "anonymous" &&
  state.runtime.peek() !== "failed" &&
  state.language.peek() === servedLanguage;

/** What mountApp needs of React (react-dom/client and react; tests pass fakes). */
export interface Mounting {
  readonly hydrateRoot: (container: Element, app: ReactNode) => unknown;
  readonly createRoot: (container: Element) => { readonly render: (app: ReactNode) => void };
  readonly startTransition: (scope: () => void) => void;
}

/**
 * Puts the app on the page in a transition: React then renders (and hydrates) the first page in slices of a few
 * milliseconds, yielding to the browser between them, instead of one long task that blocks input (Lighthouse's
 * total blocking time counted the whole first render). The page is already on screen (prerendered, or the loader
 * of the shell), so nothing waits for it to finish.
 */
export const mountApp = (root: Element, app: ReactNode, hydrate: boolean, react: Mounting): void =>
  react.startTransition(() => {
    if (hydrate) react.hydrateRoot(root, app);
    else react.createRoot(root).render(app);
  });
