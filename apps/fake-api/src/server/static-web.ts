import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { profileSettings, withSettingsMeta } from "@waea/domain/config";
import { isPortalPage } from "@waea/domain/routing";
import type { FastifyInstance } from "fastify";
import { applyCors } from "./cors";
import { PRERENDERED_FOLDER, hasPrerenderedPages, prerenderedPages } from "./prerendered-pages";

const NOT_BUILT =
  "<!doctype html><title>waea</title><p>The web app is not built yet: run <code>npm run build -w @waea/web</code> " +
  'and restart. The API is at <a href="/api/health">/api</a>.</p>';

/** A file's path (under /assets, or a name with an extension): never a page, so no fallback to the app. */
const isFilePath = (path: string): boolean =>
  path.startsWith("/assets/") || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf("/") + 1));

/**
 * A file the web build names by its content (`/assets/<name>-<8-character hash>.<ext>`, and its .br and .gz): the
 * same name never changes its bytes, so a browser keeps it a year without asking again. Every other file (the
 * HTML above all) keeps max-age=0: the browser asks again each time, and gets the new build's names.
 */
export const isHashedAsset = (path: string): boolean =>
  /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.(br|gz))?$/.test(path);

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0";

/**
 * The built web app at /, with the single-page fallback: a GET outside /api that is not a file gets the app's HTML,
 * with 200 for a page of the portal's route table (the domain's, which the app routes by) and 404 for any other
 * path, where the app shows its not-found page (APP-02); which paths are pages depends on the settings served. The HTML is the page prerendered at build time in the
 * visitor's language where there is one, else the bare app with the right `<html lang>` (prerendered-pages.ts). A
 * missing file is a plain 404. Until apps/web/dist exists, / says so. Unknown /api paths are a 404 with err_message.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string | undefined,
  apiPrefix: string,
  settings: { readonly production: boolean },
) => {
  // The settings served: production (`npm start`), unless the server was started with --non-production (the pages
  // then come from the build's non-production copies, whose meta gives the app those settings) or the web app was
  // built with VITE_PRODUCTION=false (the web build's own switch, apps/web/src/config/settings-from-env.ts).
  // Which paths are pages follows the served settings by the rule the app routes by (isPortalPage over the
  // domain's settings of the profile): a flag-gated route the app shows as not-found is a 404 here too.
  const served = profileSettings(
    settings.production && process.env["VITE_PRODUCTION"] !== "false" ? "production" : "non-production",
  );
  const built = webDist !== undefined && existsSync(join(webDist, "index.html"));
  // A non-production server over a build without prerendered pages: the bare app, with the settings meta the
  // prerendered non-production pages carry, so the app runs with the non-production settings, not the build's.
  const bareNonProduction =
    built && !settings.production && !hasPrerenderedPages(webDist)
      ? withSettingsMeta(readFileSync(join(webDist, "index.html"), "utf8"), "non-production")
      : undefined;
  if (built)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // "/" is a page like the others (below): its prerendered HTML in the visitor's language.
      index: false,
      // The prerendered pages are sent by the handler below, never by their file names.
      allowedPath: (path) => !path.startsWith(`/${PRERENDERED_FOLDER}/`),
      // The web build writes .br and .gz beside its assets: sent to browsers that accept them.
      preCompressed: true,
      // A repeat visit (a customer's dashboard after sign-in) takes the build's named files from the browser's
      // cache, where max-age=0 had it revalidate each of them, a round trip each.
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.setHeader("cache-control", isHashedAsset(path) ? IMMUTABLE : REVALIDATE),
    });
  const pageFile = built ? prerenderedPages(webDist, settings.production) : () => "index.html";
  app.setNotFoundHandler((request, reply) => {
    applyCors(request, reply);
    const path = request.url.split("?")[0] ?? "";
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    // A page's form sent before the app took it over (forms say method="post", so nothing typed goes in a URL):
    // back to the page by GET, the body dropped unread, where the app handles the form itself.
    if (!isApi && request.method === "POST" && built && isPortalPage(request.url, served))
      return reply.code(303).header("location", request.url).send();
    if (isApi || request.method !== "GET")
      return reply.code(404).send({ err_message: `unknown path: ${request.method} ${path}` });
    if (!built)
      return reply
        .code(path === "/" ? 200 : 404)
        .type("text/html")
        .send(NOT_BUILT);
    const page = isPortalPage(request.url, served);
    if (!page && isFilePath(path)) return reply.code(404).type("text/plain").send(`not found: ${path}`);
    if (!page) reply.code(404);
    if (bareNonProduction !== undefined) return reply.type("text/html").send(bareNonProduction);
    // The HTML depends on the language cookie (the static files' max-age=0 has browsers revalidate it).
    reply.header("vary", "Cookie");
    const file = pageFile({ url: request.url, cookie: request.headers.cookie, notFound: !page });
    return reply.type("text/html").sendFile(file);
  });
};
