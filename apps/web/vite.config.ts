import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { entryReach, type EntryReach } from "./build/entry-reach";
import { precompress } from "./build/precompress";
import { prerender } from "./build/prerender";
import { START_PARTS, sharedWithLightPages, startChunkPart } from "./build/start-chunk";
import { TEXTS_ALIAS } from "./build/texts-alias";
import { isPrerenderedPage, preloadLists } from "./build/preload-lists";
import { warmHome } from "./build/warm-home";
import { slicedEvaluation } from "./build/sliced-evaluation";

/**
 * What the first render needs in one chunk with the entry: split apart (as the bundler does when a lazy chunk
 * shares a module with it) each piece would be compressed alone, a few KiB more in all. The libraries by name, and
 * every module the entry imports statically ($initial): left to the bundler, the modules a lazy page shares with the
 * entry came as 19 chunks of 0.1 to 3 KiB (3.7 KiB more gzip than as one).
 */
const ENTRY_GROUPS = [
  {
    name: "index",
    test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|wouter|regexparam|@preact|use-sync-external-store)[\\/]/,
  },
  // Not the locale files: the bundler counts them as initial (as dependencies of the loader's dynamic import), but
  // each loads on its own when asked for. Every initial module is captured here, so none of them needs its
  // dependencies pulled in after it.
  {
    name: "index",
    tags: ["$initial" as const],
    test: (id: string) => !id.endsWith(".json"),
    includeDependenciesRecursively: false,
  },
];

/** The browser build's own options, which the first pass (build/entry-reach.ts) shares. */
const browser = {
  resolve: { alias: TEXTS_ALIAS },
  // A locale file is read whole (its default export): as one JSON.parse string it is a quarter smaller than as a
  // module with a named export per key, and parses faster.
  json: { namedExports: false, stringify: true },
  build: {
    target: "es2022",
    // No modulepreload polyfill in the entry: every browser of es2022 but old Firefox and Safari has modulepreload,
    // and without it a chunk's imports still load, only discovered a step later. Half a KiB on every first page.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: ENTRY_GROUPS } } },
  },
} satisfies UserConfig;

// The portal: built to dist/ (served by the fake API, which sends the precompressed .br/.gz files), with a
// manifest for `npm run bench:web`, and the public pages prerendered into dist/prerendered/ (build/prerender.ts).
// In development /api goes to the fake operator API on port 8080.
export default defineConfig(async ({ command, isSsrBuild }) => {
  // Which entries load each module: the browser build reads it from a first pass (the server build of the
  // prerendered pages and the dev server need none).
  const reach: EntryReach =
    command === "build" && isSsrBuild !== true ? await entryReach(import.meta.dirname, browser) : new Map();
  // The preload lists of the pages' dynamic imports: in the entry only the prerendered pages' (build/preload-lists.ts).
  const lists = preloadLists(isPrerenderedPage);
  return {
    plugins: [react(), lists.plugin, warmHome(), slicedEvaluation(START_PARTS), precompress(), prerender()],
    json: browser.json,
    resolve: browser.resolve,
    build: {
      ...browser.build,
      modulePreload: { ...browser.build.modulePreload, resolveDependencies: lists.resolveDependencies },
      outDir: "dist",
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              ...ENTRY_GROUPS,
              ...START_PARTS.map((name) => ({
                name,
                test: (id: string) => startChunkPart(reach, id) === name,
                includeDependenciesRecursively: false,
              })),
              {
                name: "start-shared",
                test: (id: string) => sharedWithLightPages(reach, id),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      proxy: {
        "/api": { target: "http://127.0.0.1:8080", changeOrigin: true },
      },
    },
  };
});
