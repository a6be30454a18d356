import type { Language } from "@waea/domain/config";

/** A public page written to HTML at build time: its file name under dist/prerendered/<language>/ and its path. */
export interface PublicPage {
  readonly name: string;
  /** The location rendered; the not-found page renders at a path no route matches. */
  readonly path: string;
}

/**
 * The pages a visitor reads before signing in, prerendered in every language of the build so their text is in the
 * served HTML (the server picks the file: build/prerender.ts writes pages.json for it). The not-found page is
 * served, with 404, for any path outside the route table.
 */
export const PUBLIC_PAGES: ReadonlyArray<PublicPage> = [
  { name: "home", path: "/" },
  { name: "sign-in", path: "/sign-in" },
  { name: "sign-up", path: "/sign-up" },
  { name: "forgot-pass", path: "/forgot-pass" },
  { name: "forgot-email", path: "/forgot-email" },
  { name: "about", path: "/about" },
  { name: "terms", path: "/terms" },
  { name: "privacy", path: "/privacy" },
];

export const NOT_FOUND_PAGE: PublicPage = { name: "not-found", path: "/__waea__/not-found/page" };

/** What the server reads (dist/prerendered/pages.json): which file answers which path, in which languages. */
export interface PrerenderedIndex {
  readonly languages: ReadonlyArray<Language>;
  readonly defaultLanguage: Language;
  /** path -> file name (without .html) under prerendered/<language>/ */
  readonly pages: Readonly<Record<string, string>>;
  readonly notFound: string;
  /** The bare app (empty #root) with `<html lang>` set, for every location that is not prerendered. */
  readonly shell: string;
  /** The folder under prerendered/ of the same pages rendered with the non-production settings. */
  readonly nonProduction: string;
}
