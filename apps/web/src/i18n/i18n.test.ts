// @vitest-environment node
import { developmentSettings, type Language } from "@waea/domain/config";
import type { Namespace } from "@waea/adapters/i18n";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";

/** A loader over small catalogs that records what was asked for; "broken" fails in every language. */
const recording = () => {
  const asked: string[] = [];
  const load = async (language: Language, namespace: Namespace) => {
    asked.push(`${language}/${namespace}`);
    if (namespace === "usage") throw new Error("offline");
    return language === "en"
      ? {
          greeting: "Hello {{name}}",
          only_en: "English only",
          items_one: "{{count}} item",
          items_other: "{{count}} items",
        }
      : { greeting: "Kia ora {{name}}", items_one: "{{count}} mea", items_other: "{{count}} mea" };
  };
  return { asked, load };
};

describe("the portal's texts (in place of i18next)", () => {
  it("fetches the first namespaces in the language shown and in English, its fallback, each once", async () => {
    const { asked, load } = recording();
    const i18n = createI18n(developmentSettings, "mi-NZ", load);
    await i18n.loadNamespaces(["web", "routing"]);
    expect(asked.filter((entry) => entry.startsWith("mi-NZ/")).sort()).toEqual(
      ["mi-NZ/errors", "mi-NZ/routing", "mi-NZ/validation", "mi-NZ/web"].sort(),
    );
    expect(asked).toContain("en/web");
    expect(new Set(asked).size).toBe(asked.length);
    const t = i18n.getFixedT("web");
    expect(t("greeting", { name: "Aroha" })).toBe("Kia ora Aroha");
    expect(t("web:only_en")).toBe("English only");
    expect(t("items", { count: 2 })).toBe("2 mea");
  });

  it("changes language once the namespaces in use have loaded in it, then tells its listeners", async () => {
    const { asked, load } = recording();
    const i18n = createI18n(developmentSettings, "en", load);
    await i18n.loadNamespaces("dashboard");
    let told = 0;
    i18n.subscribe(() => {
      told += 1;
    });
    const changing = i18n.changeLanguage("mi-NZ");
    expect(i18n.language).toBe("en");
    await changing;
    expect(i18n.language).toBe("mi-NZ");
    expect(told).toBe(1);
    expect(asked).toContain("mi-NZ/dashboard");
    expect(i18n.t("greeting", { name: "Hemi" })).toBe("Kia ora Hemi");
  });

  it("settles a namespace that cannot be fetched, so a page shows its keys rather than waiting forever", async () => {
    const { load } = recording();
    const i18n = createI18n(developmentSettings, "en", load);
    await i18n.loadNamespaces("usage");
    expect(i18n.hasLoadedNamespace("usage")).toBe(true);
    expect(i18n.getFixedT("usage")("chart_title")).toBe("chart_title");
  });
});
