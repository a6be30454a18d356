import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { developmentSettings, type Settings } from "@waea/domain/config";
import {
  Analytics,
  Storage,
  frozenClock,
  makeMemoryAnalytics,
  makeMemoryStorage,
  memoryPaymentsLayer,
  type StorageService,
} from "@waea/domain/ports";
import { splitLocation } from "@waea/domain/routing";
import { AuthApi, type AuthApiService } from "@waea/domain/session";
import * as Layer from "effect/Layer";
import { memoryLocation } from "wouter/memory-location";
import { App } from "../app/app";
import { boot } from "../app/boot";
import { makeMemoryApis, type MemoryApis, type MemoryWorld } from "./memory-api";
import { start } from "../app/start";
import { createI18n } from "../i18n/i18n";
import type { SocialSignIn } from "../social/social-sign-in";
import { makeAppState } from "../state/app-state";
import { testWorld } from "./test-world";

export const START = Date.parse("2026-11-21T10:00:00Z");

export interface RenderOptions {
  readonly settings?: Settings;
  readonly world?: MemoryWorld;
  /** Share storage (and the APIs) between renders, as two visits of the same browser. */
  readonly storage?: StorageService;
  readonly apis?: MemoryApis;
  readonly social?: SocialSignIn;
  /** Replaces auth calls, e.g. to fail them with a network error. */
  readonly auth?: Partial<AuthApiService>;
}

const noSocial: SocialSignIn = { signIn: async () => ({ ok: false, reason: "script" }) };

/** The whole portal on in-memory ports at a path, as a visitor sees it. */
export const renderApp = (path: string, options: RenderOptions = {}) => {
  const settings = options.settings ?? developmentSettings;
  const storage = options.storage ?? makeMemoryStorage();
  const apis =
    options.apis ?? makeMemoryApis(options.world ?? testWorld, { nowMillis: () => START, storage });
  const analytics = makeMemoryAnalytics();
  const layer = Layer.mergeAll(
    apis.layer,
    Layer.succeed(AuthApi, { ...apis.auth, ...options.auth }),
    Layer.succeed(Storage, storage),
    memoryPaymentsLayer(),
    // Effect's Clock frozen at START: the portal's "now" is known, and a page that waits still waits in real time.
    Layer.setClock(frozenClock(START)),
    Layer.succeed(Analytics, analytics),
  );
  const state = makeAppState(settings);
  const i18n = createI18n(settings, "en");
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
  return { ...view, state, apis, storage, analytics, location, user, started, i18n };
};

/** The current location of a rendered app (path and query). */
export const currentPath = (app: ReturnType<typeof renderApp>): string => app.location.history.at(-1) ?? "";
