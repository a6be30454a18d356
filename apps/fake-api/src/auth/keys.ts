import { createHash, createHmac } from "node:crypto";

/** The server's secrets, derived from the world seed: tokens stay valid across a restart with the same state. */
export interface ServerKeys {
  /** Signs the session JWTs (HS256). */
  readonly jwt: Buffer;
  /** Signs the simulated identity provider's identity tokens. */
  readonly idp: Buffer;
  /** Derives refresh tokens, one-time codes, secrets and chat tokens. */
  readonly codes: Buffer;
}

const derive = (seed: number, purpose: string): Buffer =>
  createHash("sha256").update(`waea-fake-api:${purpose}:${seed}`).digest();

export const deriveKeys = (seed: number): ServerKeys => ({
  jwt: derive(seed, "jwt"),
  idp: derive(seed, "idp"),
  codes: derive(seed, "codes"),
});

/** A deterministic opaque value for a purpose and a counter (refresh tokens, chat tokens). */
export const opaque = (keys: ServerKeys, label: string): string =>
  createHmac("sha256", keys.codes).update(label).digest("base64url");

/** A code of `length` decimal digits for a purpose (one-time codes, verification secrets, MFA codes). */
export const numericCode = (keys: ServerKeys, label: string, length = 6): string => {
  const value = createHmac("sha256", keys.codes).update(label).digest().readUInt32BE(0);
  return String(value % 10 ** length).padStart(length, "0");
};
