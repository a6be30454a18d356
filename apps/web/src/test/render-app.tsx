import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Namespaces, loadNamespace } from "@waea/adapters/i18n";
import { Languages, developmentSettings, type Settings } from "@waea/domain/config";
import { makeMemoryAnalytics, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import { splitLocation } from "@waea/domain/routing";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";
import type { i18n } from "i18next";
import { beforeAll } from "vitest";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../app/app";
import { boot } from "../app/boot";
import { start } from "../app/start";
import { createI18n, type NamespaceLoader } from "../i18n/i18n";
import { resetSession } from "../session/session-actions";
import type { SocialSignIn } from "../social/social-sign-in";
import { makeAppState, type AppState } from "../state/app-state";
import { withFakeApi } from "./fake-api";
import { recording, testLayer, type SentRequest } from "./test-layer";

export interface RenderOptions {
  readonly settings?: Settings;
  /** Share storage between renders, as two visits of the same browser (see `returningVisitor`). */
  readonly storage?: StorageService;
  readonly social?: SocialSignIn;
  /** The network between the browser and the fake API, e.g. `unreachableFor(api.fetch, "auth.signIn")`. */
  readonly fetch?: typeof globalThis.fetch;
  /** Texts loaded as the pages ask for them, through this loader, instead of all up front (what a page loads). */
  readonly namespaceLoader?: NamespaceLoader;
}

const noSocial: SocialSignIn = { signIn: async () => ({ ok: false, reason: "script" }) };

let warmed: Promise<void> | undefined;

/** Every page module and every catalog of texts, loaded once per worker (the suite runs without isolation). */
const warmUp = async (): Promise<void> => {
  const pages = import.meta.glob("../pages/**/*-page.tsx");
  await Promise.all([
    ...Object.values(pages).map((load) => load()),
    ...Languages.flatMap((language) => Namespaces.map((namespace) => loadNamespace(language, namespace))),
  ]);
};

/**
 * The fake API for the tests of a file (withFakeApi), and the portal's code and texts loaded beforehand, so a test's
 * first render waits for neither. Call at the top of a file that renders the app.
 */
export const withPortal = () => {
  const api = withFakeApi();
  beforeAll(() => (warmed ??= warmUp()));
  return api;
};

/** The app's i18next once it has started in its language with every namespace, as it would by the first page. */
const textsLoaded = async (instance: i18n): Promise<void> => {
  if (!instance.isInitialized)
    await new Promise<void>((resolve) => instance.on("initialized", () => resolve()));
  await instance.loadNamespaces([...Namespaces]);
};

/**
 * The whole portal at a path over the fake API in process, as a visitor's browser shows it once it has booted. Its
 * texts are loaded before it renders: the first page shows without a Suspense fallback between (React holds a revealed boundary for
 * 300 ms, which a test would otherwise wait out on every render).
 */
export const renderApp = async (api: InProcessFakeApi, path: string, options: RenderOptions = {}) => {
  const settings = options.settings ?? developmentSettings;
  const storage = options.storage ?? makeMemoryStorage();
  const analytics = makeMemoryAnalytics();
  const requests: SentRequest[] = [];
  const state: AppState = makeAppState(settings);
  const layer = testLayer(api, {
    settings,
    fetch: recording(options.fetch ?? api.fetch, requests),
    storage,
    analytics,
    onLogout: () => resetSession(state),
  });
  const i18n = createI18n(settings, "en", options.namespaceLoader);
  if (options.namespaceLoader === undefined) await textsLoaded(i18n);
  const location = memoryLocation({ path, record: true });
  const started = start(
    state,
    boot({
      state,
      i18n,
      layer,
      social: options.social ?? noSocial,
      language: splitLocation(path).query["language"],
      listenToStorage: false,
    }),
  );
  const user = userEvent.setup();
  const view = render(<App state={state} i18n={i18n} location={location} />);
  // The app has booted (its runtime built, a stored session restored) before the test looks: a page's first
  // findBy* then waits for the page, not for a boot that a busy machine can stretch past its one-second timeout.
  await started;
  return { ...view, api, state, storage, analytics, requests, location, user, started, i18n };
};

export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;

/** The current location of a rendered app (path and query). */
export const currentPath = (app: RenderedApp): string => app.location.history.at(-1) ?? "";
