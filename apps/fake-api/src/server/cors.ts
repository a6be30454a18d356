import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REFRESHED_TOKEN_EXPIRY_HEADER, REFRESHED_TOKEN_HEADER } from "@waea/adapters/http/client";

const EXPOSED = `${REFRESHED_TOKEN_HEADER}, ${REFRESHED_TOKEN_EXPIRY_HEADER}`;

declare module "fastify" {
  interface FastifyInstance {
    /** The origins whose browser pages may call this app (`--cors-origin`); plugins' contexts inherit it. */
    corsOrigins: ReadonlySet<string>;
  }
}

/**
 * Which other origins may call the API from a browser: only those configured, each exactly (scheme, host and
 * port). The portal itself is same-origin (served here, or proxied by Vite in development) and needs none; an
 * Origin of `null` (sandboxed frames, files) is never allowed.
 */
export const allowOrigins = (app: FastifyInstance, origins: readonly string[]): void => {
  app.decorate("corsOrigins", new Set(origins.filter((origin) => origin !== "null")));
};

/**
 * Cross-origin use from an allowed origin: it may call with a bearer token (no cookies, so no credentials mode),
 * and the renewed-token headers are readable by the page. Any other Origin gets no CORS headers, so the browser
 * keeps the reply from the page. Called by each route and by the not-found and error handlers rather than from a
 * global hook, which cost every request a hook run.
 */
export const applyCors = (request: FastifyRequest, reply: FastifyReply): void => {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  reply.header("vary", "Origin");
  if (!request.server.corsOrigins.has(origin)) return;
  reply.header("access-control-allow-origin", origin);
  reply.header("access-control-expose-headers", EXPOSED);
};

/** Preflights of any /api path: the methods and headers the client sends, for an allowed origin only. */
export const registerPreflight = (app: FastifyInstance, prefix: string): void => {
  app.options(`${prefix}/*`, (request, reply) => {
    applyCors(request, reply);
    if (!reply.hasHeader("access-control-allow-origin")) return reply.code(403).send();
    return reply
      .code(204)
      .header("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS")
      .header(
        "access-control-allow-headers",
        "authorization, content-type, accept, idempotency-key, x-cart-token, x-chat-conversation",
      )
      .header("access-control-max-age", "600")
      .send();
  });
};
