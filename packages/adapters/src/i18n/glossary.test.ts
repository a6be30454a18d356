import { describe, expect, it } from "vitest";
import glossary from "./glossary.json";
import { Namespaces, resources } from "./resources";

/** An English term of the glossary: the one Māori term the resources use for it, and variants they must not. */
interface GlossaryEntry {
  readonly "mi-NZ": string;
  readonly wrong: ReadonlyArray<string>;
}

const entries: ReadonlyArray<readonly [string, GlossaryEntry]> = Object.entries(glossary);

/** Every text of a language as "namespace:key" and its value. */
const textsOf = (language: "en" | "mi-NZ"): ReadonlyArray<readonly [string, string]> =>
  Namespaces.flatMap((namespace) =>
    Object.entries(resources[language][namespace]).map(
      ([key, text]) => [`${namespace}:${key}`, text] as const,
    ),
  );

const mentions = (text: string, term: string): boolean =>
  new RegExp(`(^|[^\\p{L}])${term}($|[^\\p{L}])`, "iu").test(text);

describe("the Māori glossary (glossary.json)", () => {
  it("names one term per English term, never among its own wrong variants", () => {
    for (const [english, entry] of entries) {
      expect(entry["mi-NZ"].trim(), english).not.toBe("");
      expect(
        entry.wrong.map((variant) => variant.toLowerCase()),
        english,
      ).not.toContain(entry["mi-NZ"].toLowerCase());
    }
  });

  it.each(entries)("no mi-NZ text uses a wrong variant of %s", (_english, entry) => {
    const offending = textsOf("mi-NZ").filter(([, text]) =>
      entry.wrong.some((variant) => mentions(text, variant)),
    );
    expect(offending).toEqual([]);
  });

  it.each(entries)("every mi-NZ text whose English says %s uses the glossary's term", (english, entry) => {
    const maori = new Map(textsOf("mi-NZ"));
    const missing = textsOf("en")
      .filter(([, text]) => mentions(text, english))
      .map(([key]) => [key, maori.get(key) ?? ""] as const)
      .filter(([, text]) => !mentions(text, entry["mi-NZ"]));
    expect(missing).toEqual([]);
  });
});
