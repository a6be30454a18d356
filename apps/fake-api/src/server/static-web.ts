import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { applyCors } from "./cors";

const NOT_BUILT =
  "<!doctype html><title>waea</title><p>The web app is not built yet: run <code>npm run build -w @waea/web</code> " +
  'and restart. The API is at <a href="/api/health">/api</a>.</p>';

/**
 * The built web app at /, with the single-page fallback: any GET outside /api that is not a file gets index.html.
 * Until apps/web/dist exists, / says so. Unknown /api paths are a 404 with err_message.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string | undefined,
  apiPrefix: string,
) => {
  const built = webDist !== undefined && existsSync(join(webDist, "index.html"));
  if (built)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ["index.html"],
      // The web build writes .br and .gz beside its assets: sent to browsers that accept them.
      preCompressed: true,
    });
  app.setNotFoundHandler((request, reply) => {
    applyCors(request, reply);
    const path = request.url.split("?")[0] ?? "";
    if (path === apiPrefix || path.startsWith(`${apiPrefix}/`) || request.method !== "GET")
      return reply.code(404).send({ err_message: `unknown path: ${request.method} ${path}` });
    if (!built)
      return reply
        .code(path === "/" ? 200 : 404)
        .type("text/html")
        .send(NOT_BUILT);
    return reply.type("text/html").sendFile("index.html");
  });
};
