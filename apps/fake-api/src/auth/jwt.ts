import { createHmac, timingSafeEqual } from "node:crypto";

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

const signature = (secret: Buffer, content: string): string =>
  createHmac("sha256", secret).update(content).digest("base64url");

/** A signed HS256 JWT with these claims (times in seconds, as JWTs have them). */
export const signJwt = (secret: Buffer, claims: Readonly<Record<string, unknown>>): string => {
  const content = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${content}.${signature(secret, content)}`;
};

/**
 * The claims of a JWT signed with this secret, or undefined for anything else (another key, another algorithm,
 * a malformed token). Expiry is the caller's business: it depends on the world clock.
 */
export const verifyJwt = (secret: Buffer, token: string): Record<string, unknown> | undefined => {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [header = "", payload = "", signed = ""] = parts;
  if (header !== HEADER) return undefined;
  const expected = Buffer.from(signature(secret, `${header}.${payload}`));
  const actual = Buffer.from(signed);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims === "object" && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};
