import type { Plugin } from "vite";
import { chunkFactsOf, loadedWith, type ChunkFacts } from "./chunk-facts";
import { START_MODULES } from "./start-chunk";
import { WARM_HOME_FILE, type HomeKind } from "../src/shell/warm-home-list";

/** What the bundler says of one output file (build/chunk-facts.ts): the list needs its imports, modules, CSS. */
export type WarmFacts = Pick<ChunkFacts, "isEntry" | "imports" | "modules" | "css">;

/**
 * The modules the signed-in home's first visit loads, by the home's kind (my-app-home-page.tsx picks it): the page
 * module (with its static imports: the frame, the mobile dashboard and its sections and reads), the port modules
 * of the mobile dashboard's first reads (dashboard-data.ts, preloadDashboardReads), and the broadband summary's
 * lazy chunks. src/shell/warm-home.ts reads the list.
 */
const ROOTS: Readonly<Record<HomeKind, ReadonlyArray<RegExp>>> = {
  mobile: [
    /[\\/]src[\\/]pages[\\/]dashboard[\\/]my-app-home-page\.tsx$/,
    /[\\/]http[\\/]ports[\\/]payment-balances-http\.ts$/,
    /[\\/]http[\\/]ports[\\/]usage-http\.ts$/,
  ],
  broadband: [
    /[\\/]src[\\/]pages[\\/]dashboard[\\/]my-app-home-page\.tsx$/,
    /[\\/]src[\\/]pages[\\/]dashboard[\\/]broadband-home\.tsx$/,
    /[\\/]src[\\/]pages[\\/]dashboard[\\/]broadband-fwa-home\.tsx$/,
    /[\\/]http[\\/]ports[\\/]broadband-summary-http\.ts$/,
  ],
};

/** The namespaces the home's first render asks for besides the ones every page starts with (pages.ts FIRST_TEXTS). */
const TEXTS = /[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/]dashboard\.json$/;

/** The list: the files of each kind of home ("mobile", "broadband"), and the home's texts in each language ("en"). */
export type WarmHomeList = Readonly<Record<string, ReadonlyArray<string>>>;

/** The files holding a module that matches, with what they load, and their stylesheets. */
const closureOf = (chunks: ReadonlyMap<string, WarmFacts>, roots: ReadonlyArray<RegExp>): Set<string> => {
  const files = new Set<string>();
  for (const [file, facts] of chunks)
    if (facts.modules.some((id) => roots.some((root) => root.test(id)))) loadedWith(chunks, file, files);
  for (const file of [...files]) for (const css of chunks.get(file)?.css ?? []) files.add(css);
  return files;
};

/**
 * The files a signed-in visit may fetch ahead for the home (its chunks, stylesheets and texts), less what every
 * signed-in page has loaded already: the entry and the start chunks, with their imports. URLs from the site's root.
 */
export const warmHomeList = (chunks: ReadonlyMap<string, WarmFacts>): WarmHomeList => {
  const loaded = new Set<string>();
  for (const [file, facts] of chunks)
    if (facts.isEntry || facts.modules.some((id) => START_MODULES.some((start) => start.test(id))))
      loadedWith(chunks, file, loaded);
  for (const file of [...loaded]) for (const css of chunks.get(file)?.css ?? []) loaded.add(css);
  const fresh = (files: Iterable<string>): ReadonlyArray<string> =>
    [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  const texts: Record<string, ReadonlyArray<string>> = {};
  for (const [file, facts] of chunks)
    for (const id of facts.modules) {
      const language = TEXTS.exec(id)?.[1];
      if (language !== undefined) texts[language] = [...(texts[language] ?? []), ...fresh([file])];
    }
  return {
    mobile: fresh(closureOf(chunks, ROOTS.mobile)),
    broadband: fresh(closureOf(chunks, ROOTS.broadband)),
    ...texts,
  };
};

/** Writes the list to dist/ (not hashed: the browser asks again on each visit), once the bundler has named the files. */
export const warmHome = (): Plugin => ({
  name: "waea-warm-home",
  apply: "build",
  generateBundle(_options, bundle) {
    this.emitFile({
      type: "asset",
      fileName: WARM_HOME_FILE,
      source: JSON.stringify(warmHomeList(chunkFactsOf(bundle))),
    });
  },
});
