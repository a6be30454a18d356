// i18next picks a plural form by the key's suffix: t("items", { count }) reads "items_one" or "items_other" (and
// the other CLDR categories where a language has them). These helpers let the key checks of the shared resources,
// the web app and the CLI see a plural key as one key.
import type { Catalog } from "./resources";

/** CLDR's plural categories as i18next suffixes them. */
export const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"] as const;

/** The forms every plural key has in every language: English and te reo Māori both distinguish one and other. */
export const REQUIRED_PLURAL_SUFFIXES = ["_one", "_other"] as const;

/** The key a plural form belongs to ("items_one" -> "items"); undefined for a key that is no plural form. */
export const pluralBase = (key: string): string | undefined => {
  const suffix = PLURAL_SUFFIXES.find((candidate) => key.endsWith(candidate));
  return suffix === undefined ? undefined : key.slice(0, -suffix.length);
};

/** The keys of a catalog as t() is called with them: "items" for "items_one" and "items_other". */
export const calledKeys = (catalog: Catalog): ReadonlyArray<string> =>
  [...new Set(Object.keys(catalog).map((key) => pluralBase(key) ?? key))].sort();

/** Whether t(key) finds a text in a catalog: the key itself, or its plural forms. */
export const catalogHas = (catalog: Catalog, key: string): boolean =>
  catalog[key] !== undefined ||
  REQUIRED_PLURAL_SUFFIXES.every((suffix) => catalog[`${key}${suffix}`] !== undefined);

/**
 * What is wrong with the plural keys of one catalog in several languages, as readable lines (none when all is well):
 * a key with a plural form in any language must have `_one` and `_other` in every language, and no plain text
 * beside them (i18next would never show it for a count, and it hides a half-done change).
 */
export const pluralProblems = (catalogs: Readonly<Record<string, Catalog>>): ReadonlyArray<string> => {
  const bases = new Set(
    Object.values(catalogs).flatMap((catalog) =>
      Object.keys(catalog).flatMap((key) => {
        const base = pluralBase(key);
        return base === undefined ? [] : [base];
      }),
    ),
  );
  return [...bases]
    .sort()
    .flatMap((base) =>
      Object.entries(catalogs).flatMap(([language, catalog]) => [
        ...REQUIRED_PLURAL_SUFFIXES.filter((suffix) => catalog[`${base}${suffix}`] === undefined).map(
          (suffix) => `${language}: ${base}${suffix} is missing`,
        ),
        ...(catalog[base] === undefined ? [] : [`${language}: ${base} has plural forms and a plain text`]),
      ]),
    );
};
