/**
 * The list of files a signed-in visit fetches ahead for the home, as the build writes it (build/warm-home.ts) and the
 * app reads it (warm-home.ts): at dist/warm-home.json, each kind of home's files and the home's texts by language.
 * No import beyond this file: the build's config loads it too.
 */
export const WARM_HOME_FILE = "warm-home.json";

/** The kinds of signed-in home (my-app-home-page.tsx picks one by the account type). */
export type HomeKind = "mobile" | "broadband";

/**
 * The files to fetch ahead from the list, for the home's kind and the language shown (English too: every text falls
 * back to it). Only the build's own files (/assets/...): anything else in a malformed list is left out.
 */
export const homeFiles = (list: unknown, kind: HomeKind, language: string): ReadonlyArray<string> => {
  const parts = typeof list === "object" && list !== null ? (list as Partial<Record<string, unknown>>) : {};
  const files = [parts[kind], parts["en"], parts[language]].flatMap((part) =>
    Array.isArray(part) ? part : [],
  );
  return [...new Set(files)].filter(
    (file): file is string => typeof file === "string" && file.startsWith("/assets/"),
  );
};
