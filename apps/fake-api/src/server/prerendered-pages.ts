import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { servedLanguage, type Language } from "@waea/domain/config";
import { splitLocation } from "@waea/domain/routing";

/** dist/prerendered/pages.json, as the web build writes it (apps/web/build/prerender.ts). */
interface PrerenderedIndex {
  readonly languages: ReadonlyArray<Language>;
  readonly defaultLanguage: Language;
  readonly pages: Readonly<Record<string, string>>;
  readonly notFound: string;
  readonly shell: string;
  /** The folder under prerendered/ of the pages rendered with the non-production settings (older builds: none). */
  readonly nonProduction?: string;
}

export const PRERENDERED_FOLDER = "prerendered";

/** Which HTML file of the web build answers a page request, relative to the build's root. */
export type PageFile = (request: {
  readonly url: string;
  readonly cookie: string | undefined;
  /** The path is outside the route table: the not-found page answers (with 404). */
  readonly notFound: boolean;
}) => string;

const indexFileOf = (webDist: string): string => join(webDist, PRERENDERED_FOLDER, "pages.json");

/** Whether the web build prerendered its pages (a build without: index.html answers every page). */
export const hasPrerenderedPages = (webDist: string): boolean => existsSync(indexFileOf(webDist));

/**
 * The prerendered pages of a web build: each request gets its page's HTML in the language the domain's
 * servedLanguage picks (`?language=`, else the language cookie, else the default), so the text and `<html lang>`
 * are right before any script runs. A location with other query values (they may change what a page renders) or
 * without a prerendered page gets the bare app in that language. A build without prerendered pages: index.html.
 * Not `production`: the same pages rendered with the non-production settings (prerendered/non-production/).
 */
export const prerenderedPages = (webDist: string, production = true): PageFile => {
  const indexFile = indexFileOf(webDist);
  if (!existsSync(indexFile)) return () => "index.html";
  const index = JSON.parse(readFileSync(indexFile, "utf8")) as PrerenderedIndex;
  if (!production && index.nonProduction === undefined)
    throw new Error("this web build has no non-production pages: rebuild it (npm run build -w @waea/web)");
  const folder =
    production || index.nonProduction === undefined
      ? PRERENDERED_FOLDER
      : `${PRERENDERED_FOLDER}/${index.nonProduction}`;
  return ({ url, cookie, notFound }) => {
    const { pathname, query } = splitLocation(url);
    const language = servedLanguage(index.languages, index.defaultLanguage, query["language"], cookie);
    const plain = Object.keys(query).every((key) => key === "language");
    const page = notFound ? index.notFound : index.pages[pathname];
    const name = plain && page !== undefined ? page : index.shell;
    return `${folder}/${language}/${name}.html`;
  };
};
