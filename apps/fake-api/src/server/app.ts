import { createServer } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import { contractEntries } from "@waea/adapters/http/contract";
import { handlers } from "../handlers";
import { registerIdpRoutes } from "../idp/idp-routes";
import { registerInstalmentRoutes } from "../instalments/instalment-routes";
import type { WorldStore } from "../world/store";
import { registerContractRoutes, API_PREFIX } from "./contract-routes";
import { registerControlRoutes } from "./control-routes";
import { allowOrigins, applyCors, registerPreflight } from "./cors";
import { frameworkErrors, parseJsonBody, registerErrorHandling } from "./errors";
import { makeHotReplies } from "./hot-replies";
import type { AnyHandler } from "./handler";
import { applySecurityHeaders } from "./security-headers";
import { registerWebApp } from "./static-web";

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  readonly control: boolean;
  /** The built web app (apps/web/dist), served at / with the single-page fallback. */
  readonly webDist?: string;
  /** Serve the web app with the non-production settings (`--non-production`); production otherwise. */
  readonly nonProduction?: boolean;
  readonly log: (line: string) => void;
  /** Other origins whose pages may call the API (CORS); none by default, the portal is same-origin. */
  readonly corsOrigins?: readonly string[];
}

/**
 * The Fastify app: contract routes under /api, health, control doors when enabled, the simulated identity provider's
 * consent pages, CORS and the web app.
 */
export const buildApp = async (store: WorldStore, options: AppOptions): Promise<FastifyInstance> => {
  const hot = makeHotReplies(store);
  const app = Fastify({
    // Every response gets the security headers first; repeated pure reads are then answered before Fastify's
    // request path (hot-replies.ts), and the rest go through it.
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (hot.serve(request, response)) return;
        applySecurityHeaders(request, response);
        handler(request, response);
      }),
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
    return503OnClosing: false,
  });
  // Only JSON bodies: any other content type is refused with 400 by the error handler.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES },
    parseJsonBody,
  );
  allowOrigins(app, options.corsOrigins ?? []);
  registerErrorHandling(app, options.log);
  registerPreflight(app, API_PREFIX);
  app.get(`${API_PREFIX}/health`, async (request, reply) => {
    applyCors(request, reply);
    return { Status: "ok", Seed: store.world.seed };
  });
  if (options.control) registerControlRoutes(app, store, API_PREFIX);
  await registerIdpRoutes(app, store, API_PREFIX);
  await registerInstalmentRoutes(app, store, API_PREFIX);
  registerContractRoutes(
    app,
    store,
    contractEntries,
    handlers as unknown as Readonly<Record<string, AnyHandler>>,
    hot,
  );
  await registerWebApp(app, options.webDist, API_PREFIX, { production: options.nonProduction !== true });
  return app;
};
