import { createHmac } from "node:crypto";
import type { WorldSecrets } from "../world/secrets";

/** The server's secret keys as bytes, from the world's random secrets (world/secrets.ts). */
export interface ServerKeys {
  /** Signs the session JWTs (HS256). */
  readonly jwt: Buffer;
  /** Signs the simulated identity provider's identity tokens. */
  readonly idp: Buffer;
  /** Derives refresh tokens, one-time codes, secrets and chat tokens. */
  readonly codes: Buffer;
}

export const keysOf = (secrets: WorldSecrets): ServerKeys => ({
  jwt: Buffer.from(secrets.jwt, "base64url"),
  idp: Buffer.from(secrets.idp, "base64url"),
  codes: Buffer.from(secrets.codes, "base64url"),
});

/**
 * An opaque value for a purpose and a counter (refresh tokens, chat tokens): an HMAC under the world's random codes
 * key, so nobody without the key works it out from the label, however public the seed, the ids and the counter.
 */
export const opaque = (keys: ServerKeys, label: string): string =>
  createHmac("sha256", keys.codes).update(label).digest("base64url");

/** `bytes` bytes (at most 32) of upper-case hex for a purpose, keyed as `opaque` (approval codes of the seed). */
export const secretHex = (keys: ServerKeys, label: string, bytes = 16): string =>
  createHmac("sha256", keys.codes)
    .update(label)
    .digest("hex")
    .slice(0, bytes * 2)
    .toUpperCase();

/** A code of `length` decimal digits for a purpose (one-time codes, verification secrets, MFA codes). */
export const numericCode = (keys: ServerKeys, label: string, length = 6): string => {
  const value = createHmac("sha256", keys.codes).update(label).digest().readUInt32BE(0);
  return String(value % 10 ** length).padStart(length, "0");
};
