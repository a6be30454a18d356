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

/** The headers a helmet configuration sets, read once (helmet sets the same ones on every response). */
const headersOf = (options: Parameters<typeof helmet>[0]): ReadonlyArray<readonly [string, string]> => {
  const set: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.push([name.toLowerCase(), String(value)]);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return set;
};

const COMMON = {
  crossOriginEmbedderPolicy: false,
  // Sign-in pop-ups of the providers talk back to the opener.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  strictTransportSecurity: false,
} as const;

/**
 * The portal's pages and files (helmet, a well-kept implementation): a Content-Security-Policy that keeps the portal
 * to itself and the providers above (no plugins, no <base>, never framed), nosniff, a strict referrer policy, HSTS
 * off (the simulator serves plain HTTP on localhost), and helmet's cross-origin headers except the embedder policy,
 * which would block the providers' frames.
 */
const PORTAL_HEADERS = headersOf({
  ...COMMON,
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
});

/**
 * API replies (JSON, documents): nothing in them runs, so their policy allows nothing at all and they are never
 * framed; they carry personal data, the session's tokens or documents, so no browser or proxy may store them.
 */
const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ...headersOf({
    ...COMMON,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"] },
    },
  }),
  ["cache-control", "no-store"],
];

/**
 * The simulated identity provider's consent pages (src/idp, under /api): a policy of their own that lets only their
 * one inline style and script run (by hash), forms post only to this server, and never frames them; an opener
 * policy of unsafe-none, so the popup can answer the portal that opened it (whose same-origin-allow-popups keeps
 * it); not stored.
 */
export const consentPageHeaders = (hashes: {
  readonly script: string;
  readonly style: string;
}): ReadonlyArray<readonly [string, string]> => [
  ...headersOf({
    ...COMMON,
    crossOriginOpenerPolicy: { policy: "unsafe-none" },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: [`'${hashes.script}'`],
        styleSrc: [`'${hashes.style}'`],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  }),
  ["cache-control", "no-store"],
];

/** The API's headers as a flat list, for `writeHead` on the hot path (the cheapest way Node takes headers). */
export const API_RAW_HEADERS: readonly string[] = API_HEADERS.flat();

const API = /^\/api(\/|$|\?)/;

/**
 * Sets the security headers on a response before the routes or the static files answer it (Fastify merges headers
 * set on the raw response); the hot replies that skip Fastify write API_RAW_HEADERS themselves.
 */
export const applySecurityHeaders = (request: IncomingMessage, response: ServerResponse): void => {
  for (const [name, value] of API.test(request.url ?? "") ? API_HEADERS : PORTAL_HEADERS)
    response.setHeader(name, value);
};
