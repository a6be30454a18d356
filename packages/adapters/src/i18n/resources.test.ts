import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pluralProblems } from "./plural-keys";
import { Namespaces, resources } from "./resources";

const filesIn = (language: string) =>
  readdirSync(fileURLToPath(new URL(`./locales/${language}`, import.meta.url)))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe("translation resources", () => {
  it("register every namespace file of both languages", () => {
    expect(filesIn("en")).toEqual([...Namespaces].sort());
    expect(filesIn("mi-NZ")).toEqual([...Namespaces].sort());
  });

  it.each(Namespaces)("%s has the same keys in en and mi-NZ", (namespace) => {
    expect(Object.keys(resources["mi-NZ"][namespace]).sort()).toEqual(
      Object.keys(resources.en[namespace]).sort(),
    );
  });

  it.each(Namespaces)(
    "%s has every plural key with its one and other forms in both languages",
    (namespace) => {
      expect(pluralProblems({ en: resources.en[namespace], "mi-NZ": resources["mi-NZ"][namespace] })).toEqual(
        [],
      );
    },
  );

  it.each(Namespaces)("%s has no empty text and the same placeholders in both languages", (namespace) => {
    for (const [key, english] of Object.entries(resources.en[namespace])) {
      const maori = resources["mi-NZ"][namespace][key] ?? "";
      expect(english.trim(), `${namespace}.${key} (en)`).not.toBe("");
      expect(maori.trim(), `${namespace}.${key} (mi-NZ)`).not.toBe("");
      expect(placeholders(maori), `${namespace}.${key} placeholders`).toEqual(placeholders(english));
    }
  });
});
