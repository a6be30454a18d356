import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

/**
 * Where the portal may load scripts from besides itself: the providers the spec loads on demand (01 §10: identity
 * provider and social sign-in scripts, a maps script, the card payment provider; APP-10: one of two chat widgets).
 */
export const PORTAL_SCRIPT_SOURCES = [
  "https://js.stripe.com",
  "https://accounts.google.com",
  "https://appleid.cdn-apple.com",
  "https://connect.facebook.net",
  "https://maps.googleapis.com",
  "https://static.zdassets.com",
  "https://widget.intercom.io",
  "https://js.intercomcdn.com",
] as const;

/** The frames those providers open (Stripe's card fields and 3-D Secure, the sign-in pop-ups' iframes). */
const FRAME_SOURCES = [
  "https://js.stripe.com",
  "https://hooks.stripe.com",
  "https://accounts.google.com",
  "https://appleid.apple.com",
  "https://www.facebook.com",
] as const;

/** What those scripts call back to. */
const CONNECT_SOURCES = [
  "https://api.stripe.com",
  "https://maps.googleapis.com",
  "https://*.zendesk.com",
  "https://*.zdassets.com",
  "https://*.intercom.io",
  "wss://*.intercom.io",
] as const;

/**
 * The security headers of every response (helmet, a well-kept implementation): a Content-Security-Policy that keeps
 * the portal to itself and the providers above (no plugins, no <base>, never framed), nosniff, a strict referrer
 * policy, HSTS off (the simulator serves plain HTTP on localhost), and the cross-origin isolation headers helmet
 * sets by default except the embedder policy, which would block the providers' frames.
 */
const headers = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...PORTAL_SCRIPT_SOURCES],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...CONNECT_SOURCES],
      frameSrc: ["'self'", ...FRAME_SOURCES],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sign-in pop-ups of the providers talk back to the opener.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  strictTransportSecurity: false,
});

const API = /^\/api(\/|$|\?)/;

/**
 * Sets the security headers on a response before anything answers it: the routes (Fastify merges headers set on
 * the raw response), the static files, and the hot replies that skip Fastify. API replies carry personal data, the
 * session's tokens or documents, so none of them may be stored by a browser or a proxy.
 */
export const applySecurityHeaders = (request: IncomingMessage, response: ServerResponse): void => {
  headers(request, response, () => undefined);
  if (API.test(request.url ?? "")) response.setHeader("cache-control", "no-store");
};
