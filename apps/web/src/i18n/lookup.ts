import { CAPITALISE_FORMAT, capitalise, type Catalog } from "@waea/adapters/i18n";

/** The options t() is called with: interpolation values, `count` for a plural key, a text for a missing key. */
export type TOptions = Readonly<Record<string, unknown>> & {
  readonly count?: number;
  readonly defaultValue?: string;
};

/** A translation function: "<namespace>:<key>", or a key of its own namespace. */
export type TFunction = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const written = (value: unknown): string =>
  value === undefined || value === null ? "" : typeof value === "string" ? value : String(value);

/**
 * `{{name}}` and `{{name, capitalise}}` filled from the options, as i18next did (escapeValue false): a name the
 * options do not hold stays as it is written, a value held as undefined or null writes nothing.
 */
const interpolate = (text: string, options: TOptions | undefined, language: string): string =>
  options === undefined
    ? text
    : text.replace(PLACEHOLDER, (whole, inner: string) => {
        const [name = "", format] = inner.split(",").map((part) => part.trim());
        if (!Object.hasOwn(options, name)) return whole;
        const value = options[name];
        return format === CAPITALISE_FORMAT && typeof value === "string"
          ? capitalise(value, language)
          : written(value);
      });

/**
 * The CLDR plural category of a count in the portal's two languages: English's "one" for exactly 1, "other" for
 * every other number, and te reo Māori the same (singular and plural, marked by te and ngā; browsers without Māori
 * data answer English's rule for "mi-NZ" too). Written out rather than asked of `Intl.PluralRules`: a browser's
 * first `Intl` object costs 30-50 ms of main thread to load ICU's data, on a signed-in page's first render.
 */
const pluralCategory = (count: number): string => (count === 1 ? "one" : "other");

/** A text is found when it is there and not empty (i18next's returnEmptyString false). */
const found = (text: string | undefined): text is string => text !== undefined && text !== "";

/**
 * The text of a key in the first language that has it (the shown one, then English: spec 01 §9, fallback en). A key
 * called with a `count` reads its plural form first: `_zero` for 0 where written, then the language's CLDR category
 * (`_one`, `_other`), then the key itself. Not found: `defaultValue`, else the key without its namespace, so it shows.
 */
export const lookUp = (
  catalogs: (language: string, namespace: string) => Catalog | undefined,
  languages: ReadonlyArray<string>,
  namespace: string,
  fullKey: string,
  options?: TOptions,
): string => {
  const at = fullKey.indexOf(":");
  const ns = at < 0 ? namespace : fullKey.slice(0, at);
  const key = at < 0 ? fullKey : fullKey.slice(at + 1);
  const count = options?.count;
  for (const language of languages) {
    const catalog = catalogs(language, ns);
    if (catalog === undefined) continue;
    const forms =
      typeof count === "number"
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(count)}`, key]
        : [key];
    for (const form of forms) {
      const text = catalog[form];
      if (found(text)) return interpolate(text, options, language);
    }
  }
  const fallback = options?.defaultValue;
  return fallback === undefined ? key : interpolate(fallback, options, languages[0] ?? "en");
};
