import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";
import type { PrerenderedIndex, PublicPage } from "../src/prerender/public-pages";
import { compressBeside } from "./precompress";
import { scriptsAfterFirstPaint } from "./script-priority";
import { buildAfterPaintScript } from "./after-paint-script";
import { pageDocument } from "./page-document";
import { appShellIn } from "./prerender-shell";
import { linkPageStyles, type Stylesheets } from "./page-styles";
import type { SettingsProfile } from "../src/config/served-settings";

/** The server build of src/prerender/render-page.tsx, as this plugin imports it. */
interface RenderModule {
  readonly renderPage: (path: string, language: string, profile: SettingsProfile) => Promise<string>;
  readonly PUBLIC_PAGES: ReadonlyArray<PublicPage>;
  readonly NOT_FOUND_PAGE: PublicPage;
  readonly buildSettings: { readonly languages: ReadonlyArray<string>; readonly defaultLanguage: string };
  readonly withSettingsMeta: (html: string, profile: SettingsProfile) => string;
}

/** Where the prerendered pages go inside the build, and the index the server reads. */
export const PRERENDERED_FOLDER = "prerendered";
const SHELL = "shell";
/** The non-production copies of the pages, under dist/prerendered/ (served by `npm start -- --non-production`). */
const NON_PRODUCTION_FOLDER = "non-production";

/**
 * Public pages prerendered at build time (React 19's react-dom/static): after the browser build, the app is built
 * again for Node (src/prerender/render-page.tsx) and each public page is rendered, in every language of the build,
 * into the browser build's index.html: dist/prerendered/<language>/<page>.html with `<html lang>`, the page's
 * `<title>` and its markup in #root, shell.html (the bare app with its `<html lang>`, for the other locations),
 * and dist/prerendered/pages.json mapping paths to files. The same pages are written again with the non-production
 * settings under dist/prerendered/non-production/<language>/ (their head carries the settings meta,
 * src/config/served-settings.ts): `npm start -- --non-production` serves those, with the same scripts. A page links its own components' CSS too (page-styles.ts)
 * and starts its scripts after its first paint (script-priority.ts): its first paint waits for its CSS only. The fake API serves
 * them (the language from `?language=` or the language cookie), and main.tsx hydrates them.
 */
export const prerender = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: "waea-prerender",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr !== false) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = resolve(config.root, "node_modules", ".waea-prerender");
      await build({
        configFile: config.configFile ?? false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        build: {
          ssr: resolve(config.root, "src/prerender/render-page.tsx"),
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: {
            output: { entryFileNames: "render-page.mjs" },
            // Node loads every translation of the resources module at once; the browser build splits them.
            onLog: (level, log, handler) => {
              if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") handler(level, log);
            },
          },
        },
      });
      const render = (await import(pathToFileURL(join(serverDir, "render-page.mjs")).href)) as RenderModule;
      const template = await readFile(join(outDir, "index.html"), "utf8");
      const stylesheets = await buildStylesheets(outDir, config.base);
      const starter = await buildAfterPaintScript(config.root, outDir, config.base);
      const { languages, defaultLanguage } = render.buildSettings;
      const pages = [...render.PUBLIC_PAGES, render.NOT_FOUND_PAGE];
      const profiles: ReadonlyArray<readonly [SettingsProfile, string, string]> = [
        ["production", PRERENDERED_FOLDER, template],
        // The same build's pages with the non-production settings: the meta tells the app which settings it runs with.
        [
          "non-production",
          join(PRERENDERED_FOLDER, NON_PRODUCTION_FOLDER),
          render.withSettingsMeta(template, "non-production"),
        ],
      ];
      for (const [profile, root, pageTemplate] of profiles)
        for (const language of languages) {
          const folder = join(outDir, root, language);
          await mkdir(folder, { recursive: true });
          // The bare app in this language, for every other location: `<html lang>` right before any script runs, and
          // the app shell (header and loader) painted with the document (prerender-shell.ts).
          await writeFile(
            join(folder, `${SHELL}.html`),
            pageDocument(pageTemplate, await appShellIn(config.root, language), language),
          );
          await compressBeside(join(folder, `${SHELL}.html`));
          for (const page of pages) {
            const markup = await render.renderPage(page.path, language, profile);
            const file = join(folder, `${page.name}.html`);
            const document = pageDocument(pageTemplate, markup, language);
            await writeFile(file, scriptsAfterFirstPaint(linkPageStyles(document, stylesheets), starter));
            await compressBeside(file);
          }
        }
      const index: PrerenderedIndex = {
        languages: languages as PrerenderedIndex["languages"],
        defaultLanguage: defaultLanguage as PrerenderedIndex["defaultLanguage"],
        pages: Object.fromEntries(render.PUBLIC_PAGES.map((page) => [page.path, page.name])),
        notFound: render.NOT_FOUND_PAGE.name,
        shell: SHELL,
        nonProduction: NON_PRODUCTION_FOLDER,
      };
      await writeFile(join(outDir, PRERENDERED_FOLDER, "pages.json"), `${JSON.stringify(index, null, 2)}\n`);
    },
  };
};

/** Every stylesheet of the browser build by the URL a page links it with. */
const buildStylesheets = async (outDir: string, base: string): Promise<Stylesheets> => {
  const assets = join(outDir, "assets");
  const names = (await readdir(assets)).filter((name) => name.endsWith(".css"));
  return new Map(
    await Promise.all(
      names.map(
        async (name) => [`${base}assets/${name}`, await readFile(join(assets, name), "utf8")] as const,
      ),
    ),
  );
};
