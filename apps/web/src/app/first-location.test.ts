import { developmentSettings, productionSettings } from "@waea/domain/config";
import { anonymousVisitor } from "@waea/domain/routing";
import { StorageKeys, makeMemoryAnalytics, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { beforeEach, describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n";
import { resetSession } from "../session/session-actions";
import { makeAppState } from "../state/app-state";
import { withFakeApi } from "../test/fake-api";
import { testLayer } from "../test/test-layer";
import { boot } from "./boot";
import type { DeferredStartHost } from "./deferred-start";
import { firstPageToLoad, openFirstLocation } from "./first-location";
import { start } from "./start";

const api = withFakeApi();

/** A browser that never delivers an interaction nor runs a delayed task: the visitor only reads. */
const untouched: DeferredStartHost = {
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  later: () => undefined,
};

const storedPreferences = (storage: StorageService) =>
  Effect.runPromise(storage.get(StorageKeys.preferences)).then(Option.getOrUndefined);

/** An anonymous visitor's first location with `?language=` as main.tsx opens it, over the fake API. */
const openWithLanguage = (storage: StorageService) => {
  const state = makeAppState(developmentSettings);
  const i18n = createI18n(developmentSettings, "mi-NZ");
  const layer = testLayer(api(), {
    settings: developmentSettings,
    fetch: api().fetch,
    storage,
    analytics: makeMemoryAnalytics(),
    onLogout: () => resetSession(state),
  });
  let starting: Promise<void> | undefined;
  openFirstLocation({
    state,
    language: "mi-NZ",
    runtimeFirst: false,
    startRuntime: () => {
      starting = start(
        state,
        boot({
          state,
          i18n,
          layer,
          social: { signIn: async () => ({ ok: false, reason: "script" }) },
          language: "mi-NZ",
          listenToStorage: false,
        }),
      );
      return starting;
    },
    preloadFirstPage: () => undefined,
    host: untouched,
  });
  state.markPageShown();
  return { state, starting: () => starting };
};

describe("the first location of a visit", () => {
  beforeEach(() => {
    document.documentElement.lang = "en";
  });

  it("shows ?language=mi-NZ in <html lang> and the state at once, before the runtime loads (APP-03)", () => {
    const { state } = openWithLanguage(makeMemoryStorage());
    expect(document.documentElement.lang).toBe("mi-NZ");
    expect(state.language.value).toBe("mi-NZ");
  });

  it("remembers ?language=mi-NZ without waiting for the visitor's first click (APP-03, APP-08)", async () => {
    const storage = makeMemoryStorage();
    const { starting } = openWithLanguage(storage);
    expect(starting()).toBeDefined();
    await starting();
    expect(await storedPreferences(storage)).toContain('"lang":"mi-NZ"');
  });
});

describe("the first page's chunk, downloaded at once", () => {
  it("with a stored session: the location's page, once the start chunk is evaluated, in a task of its own", async () => {
    const calls: string[] = [];
    const tasks: Array<() => void> = [];
    let evaluated: () => void = () => undefined;
    openFirstLocation({
      state: makeAppState(developmentSettings),
      language: undefined,
      runtimeFirst: true,
      startRuntime: () => {
        calls.push("runtime");
        return new Promise<void>((resolve) => {
          evaluated = resolve;
        });
      },
      preloadFirstPage: () => calls.push("page"),
      host: untouched,
      nextTask: (task) => tasks.push(task),
    });
    expect(calls).toEqual(["runtime"]);
    evaluated();
    await Promise.resolve();
    expect(calls).toEqual(["runtime"]);
    tasks.shift()?.();
    expect(calls).toEqual(["runtime", "page"]);
    expect(firstPageToLoad(anonymousVisitor, developmentSettings, "/profile/my-app-home", true)).toBe(
      "profile.my-app-home",
    );
    expect(firstPageToLoad(anonymousVisitor, developmentSettings, "/profile/mobile?x=1", true)).toBe(
      "profile.mobile",
    );
  });

  it("with a stored session: the build's gates hold, a route the build does not show loads where it goes", () => {
    expect(firstPageToLoad(anonymousVisitor, developmentSettings, "/eshop", true)).toBe("eshop");
    expect(firstPageToLoad(anonymousVisitor, productionSettings, "/eshop", true)).toBe("checkout");
    expect(firstPageToLoad(anonymousVisitor, productionSettings, "/some-product", true)).toBeUndefined();
    expect(firstPageToLoad(anonymousVisitor, productionSettings, "/profile/my-app-home", true)).toBe(
      "profile.my-app-home",
    );
  });

  it("for an anonymous visitor: the page the guards allow, none where they redirect", () => {
    expect(firstPageToLoad(anonymousVisitor, developmentSettings, "/sign-in", false)).toBe("sign-in");
    expect(
      firstPageToLoad(anonymousVisitor, developmentSettings, "/profile/my-app-home", false),
    ).toBeUndefined();
  });
});
