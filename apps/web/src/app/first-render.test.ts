import { developmentSettings, withSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { firstLanguage, firstRender, mountApp, type Mounting, type ServedPage } from "./first-render";

describe("the first render's language (APP-03, APP-08)", () => {
  it("APP-03: ?language= wins over the language the page was served in", () => {
    expect(firstLanguage(developmentSettings, "mi-NZ", "en")).toBe("mi-NZ");
  });

  it("follows the served <html lang> (the server's pick from the language cookie) without a query", () => {
    expect(firstLanguage(developmentSettings, undefined, "mi-NZ")).toBe("mi-NZ");
  });

  it("APP-08: falls back to the default for a language the build does not offer", () => {
    expect(firstLanguage(developmentSettings, "fr", "de")).toBe("en");
    expect(firstLanguage(withSettings(developmentSettings, { languages: ["en"] }), "mi-NZ", "mi-NZ")).toBe(
      "en",
    );
  });
});

describe("how main.tsx puts the app on the page", () => {
  const page: ServedPage = {
    prerendered: true,
    servedLanguage: "mi-NZ",
    language: "mi-NZ",
    runtimeFirst: false,
    sessionStored: false,
    appShell: false,
  };

  it("hydrates a prerendered page for an anonymous visitor in the served language", () => {
    expect(firstRender(page)).toBe("hydrate");
  });

  it("keeps the prerendered page until the runtime has read a stored preference", () => {
    expect(firstRender({ ...page, runtimeFirst: true })).toBe("after-start");
  });

  it("renders in the browser without prerendered markup, with a stored session or in another language", () => {
    expect(firstRender({ ...page, prerendered: false })).toBe("render");
    expect(firstRender({ ...page, runtimeFirst: true, sessionStored: true })).toBe("render");
    expect(firstRender({ ...page, language: "en" })).toBe("render");
  });

  it("keeps the app shell until a stored session is restored, renders over it at once otherwise", () => {
    const shell = { ...page, prerendered: false, appShell: true };
    expect(firstRender({ ...shell, runtimeFirst: true, sessionStored: true })).toBe("after-start");
    expect(firstRender(shell)).toBe("render");
    expect(firstRender({ ...shell, runtimeFirst: true })).toBe("render");
    expect(firstRender({ ...shell, language: "en" })).toBe("render");
  });
});

describe("mounting the app", () => {
  /** React's mounting calls, recorded with whether they ran inside startTransition. */
  const recording = () => {
    const calls: string[] = [];
    let inTransition = false;
    const within = (name: string) => calls.push(`${name}${inTransition ? " in transition" : ""}`);
    const react: Mounting = {
      hydrateRoot: () => within("hydrate"),
      createRoot: () => ({ render: () => within("render") }),
      startTransition: (scope) => {
        inTransition = true;
        scope();
        inTransition = false;
      },
    };
    return { calls, react };
  };
  const root = document.createElement("div");

  it("hydrates and renders the first page in a transition, which React renders in slices that yield", () => {
    const hydrating = recording();
    mountApp(root, null, true, hydrating.react);
    expect(hydrating.calls).toEqual(["hydrate in transition"]);
    const rendering = recording();
    mountApp(root, null, false, rendering.react);
    expect(rendering.calls).toEqual(["render in transition"]);
  });
});
