import type { Plugin } from "vite";
import { chunkFactsOf, loadedWith, type ChunkFacts } from "./chunk-facts";
import { START_MODULES } from "./start-chunk";

/**
 * The page modules prerendered at build time (src/prerender/public-pages.ts: home, sign-in, sign-up, the forgot
 * pages, about, terms, privacy, not-found): preload-lists.test.ts checks it against the public pages' routes.
 */
const PRERENDERED_PAGES =
  /[\\/]src[\\/]pages[\\/](?:home|legal|sign-in|sign-up|forgot|not-found)[\\/][^\\/]+-page\.tsx$/;

export const isPrerenderedPage = (module: string | null): boolean =>
  module !== null && PRERENDERED_PAGES.test(module);

/**
 * The JavaScript a dynamic import preloads beside its chunk. Vite writes one list per dynamic import into the
 * importing chunk (`__vite__mapDeps`), and the entry imports every page: 144 lists of up to 57 files, 4.8 KiB gzip
 * of the entry, growing with each page. From the entry only a prerendered page keeps its list (the first page of a
 * visit before sign-in, hydrated as soon as its chunks are in); any other page's chunk names its imports itself, and
 * the browser fetches them when it arrives: one round trip more on a page's first visit, while its first load
 * waits on the session restore's three round trips anyway. No list names a file its importer has loaded already.
 */
export const preloadDependencies = (
  chunks: ReadonlyMap<string, ChunkFacts>,
  file: string,
  deps: ReadonlyArray<string>,
  host: string,
  keep: (module: string | null) => boolean,
): ReadonlyArray<string> => {
  if (chunks.get(host)?.isEntry === true && !keep(chunks.get(file)?.module ?? null)) return [];
  const loaded = loadedWith(chunks, host);
  return deps.filter((dep) => !loaded.has(dep));
};

/**
 * The list of the start's first import (`file`, the chunk of boot-stage-effect.ts): every file the two start
 * modules load that its importer (`host`) has not; undefined for any other import.
 */
export const startPreload = (
  chunks: ReadonlyMap<string, ChunkFacts>,
  file: string,
  host: string,
): ReadonlyArray<string> | undefined => {
  const holds = (facts: ChunkFacts | undefined, module: RegExp): boolean =>
    facts !== undefined && facts.modules.some((id) => module.test(id));
  const [first] = START_MODULES;
  if (!holds(chunks.get(file), first)) return undefined;
  const loaded = loadedWith(chunks, host);
  const files = new Set<string>();
  for (const [name, facts] of chunks)
    if (START_MODULES.some((start) => holds(facts, start)))
      for (const dep of loadedWith(chunks, name)) if (!loaded.has(dep)) files.add(dep);
  return [...files];
};

/**
 * The preload lists: a plugin that learns the output chunks (its generateBundle runs before Vite's, which writes
 * the lists: Vite's is a post plugin) and the `build.modulePreload.resolveDependencies` that filters them. The
 * entry's own modulepreloads in index.html (hostType "html") and every CSS file (Vite keeps those apart) stay.
 */
export const preloadLists = (keep: (module: string | null) => boolean) => {
  const chunks = new Map<string, ChunkFacts>();
  const plugin: Plugin = {
    name: "waea-preload-lists",
    apply: "build",
    generateBundle(_options, bundle) {
      chunks.clear();
      for (const [file, facts] of chunkFactsOf(bundle)) chunks.set(file, facts);
    },
  };
  const resolveDependencies = (
    file: string,
    deps: string[],
    context: { readonly hostId: string; readonly hostType: "html" | "js" },
  ): string[] =>
    context.hostType === "html"
      ? deps
      : [
          ...(startPreload(chunks, file, context.hostId) ??
            preloadDependencies(chunks, file, deps, context.hostId, keep)),
        ];
  return { plugin, resolveDependencies };
};
