import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REFRESHED_TOKEN_EXPIRY_HEADER, REFRESHED_TOKEN_HEADER } from "@waea/adapters/http/client";

const EXPOSED = `${REFRESHED_TOKEN_HEADER}, ${REFRESHED_TOKEN_EXPIRY_HEADER}`;

/**
 * Cross-origin use (a dev server on another port): any origin may call with a bearer token (no cookies, so no
 * credentials mode), and the renewed-token headers are readable by the page. Called by each route and by the
 * not-found and error handlers rather than from a global hook, which cost every request a hook run.
 */
export const applyCors = (request: FastifyRequest, reply: FastifyReply): void => {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  reply.header("access-control-allow-origin", origin);
  reply.header("vary", "Origin");
  reply.header("access-control-expose-headers", EXPOSED);
};

/** Preflights of any /api path. */
export const registerPreflight = (app: FastifyInstance, prefix: string): void => {
  app.options(`${prefix}/*`, (request, reply) => {
    applyCors(request, reply);
    reply
      .code(204)
      .header("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS")
      .header("access-control-allow-headers", "authorization, content-type, accept")
      .header("access-control-max-age", "600")
      .send();
  });
};
