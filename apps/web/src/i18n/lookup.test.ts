// @vitest-environment node
import { Namespaces, calledKeys, pluralBase, resources, translate, type Catalog } from "@waea/adapters/i18n";
import { Languages } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { lookUp, type TOptions } from "./lookup";

const catalogs = (language: string, namespace: string): Catalog | undefined =>
  Languages.includes(language as (typeof Languages)[number])
    ? resources[language as (typeof Languages)[number]][namespace as (typeof Namespaces)[number]]
    : undefined;
const chain = (language: string) => (language === "en" ? ["en"] : [language, "en"]);

/** The values a text's placeholders are filled with: each name its own word ("Sam" for {{name}}, as a field label). */
const valuesFor = (text: string): Record<string, string> =>
  Object.fromEntries(
    [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => {
      const name = (match[1] ?? "").split(",")[0]?.trim() ?? "";
      return [name, `email address ${name}`];
    }),
  );

/**
 * The portal's lookup (lookup.ts) against i18next as the portal configured it (the adapters' translate(): English
 * the fallback, keys with dots, plural forms, `{{value}}` and `{{value, capitalise}}`, empty texts not found), over
 * every key of every namespace in both languages: the texts a page shows did not change when i18next went.
 */
describe("the portal's text lookup agrees with i18next", () => {
  for (const language of Languages)
    it(`on every key of every namespace in ${language}, plural forms by count and placeholders filled`, () => {
      let compared = 0;
      for (const namespace of Namespaces) {
        const catalog = resources.en[namespace];
        for (const key of calledKeys(catalog)) {
          const plural = catalog[key] === undefined;
          const sample = plural ? (catalog[`${key}_other`] ?? "") : (catalog[key] ?? "");
          const values = valuesFor(sample);
          const cases: ReadonlyArray<TOptions | undefined> = plural
            ? [0, 1, 2, 21].map((count) => ({ ...values, count }))
            : [values, undefined];
          for (const options of cases) {
            const params = options as Record<string, string | number> | undefined;
            expect(lookUp(catalogs, chain(language), namespace, key, options), `${namespace}:${key}`).toBe(
              translate(language, `${namespace}.${key}`, params),
            );
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });

  it("reads a key of another namespace by its prefix, and shows a missing key without its namespace", () => {
    expect(lookUp(catalogs, ["en"], "web", "routing:not_found_title")).toBe(
      translate("en", "routing.not_found_title"),
    );
    expect(lookUp(catalogs, ["en"], "web", "web:no_such_key_anywhere")).toBe("no_such_key_anywhere");
    expect(lookUp(catalogs, ["en"], "web", "no_such_key", { defaultValue: "Shown {{x}}", x: 1 })).toBe(
      "Shown 1",
    );
  });

  it("falls back to English for a text the language does not have, and leaves an unknown placeholder as written", () => {
    const only = (language: string, namespace: string): Catalog | undefined =>
      namespace !== "web"
        ? undefined
        : language === "en"
          ? { a: "Hello {{name}} {{other}}", e: "English" }
          : { e: "" };
    expect(lookUp(only, ["mi-NZ", "en"], "web", "e")).toBe("English");
    expect(lookUp(only, ["mi-NZ", "en"], "web", "a", { name: "Aroha" })).toBe("Hello Aroha {{other}}");
    expect(pluralBase("items_one")).toBe("items");
  });
});
