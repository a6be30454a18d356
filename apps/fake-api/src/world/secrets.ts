import { createHmac, randomBytes } from "node:crypto";
import { uuidOfHex } from "./prng";

/** Bytes of each secret key. */
export const SECRET_KEY_BYTES = 32;

/**
 * The server's secret keys, 32 random bytes each in base64url: drawn from the system's random source when a world is
 * first created (never from the seed, which is public: `/api/health` shows it), kept in the world so the state file
 * carries them and a restart with `--state` keeps every session, token and code valid. A reset to the seed keeps
 * them too (the demo data is seeded again; the keys are the server's, not the data's).
 */
export interface WorldSecrets {
  /** Signs the session JWTs (HS256). */
  readonly jwt: string;
  /** Signs the simulated identity provider's identity tokens. */
  readonly idp: string;
  /** Keys refresh tokens, one-time and MFA codes, payment client secrets, guest, onboarding and approval codes. */
  readonly codes: string;
}

const drawKey = (): string => randomBytes(SECRET_KEY_BYTES).toString("base64url");

/** Fresh keys for a new world. */
export const drawSecrets = (): WorldSecrets => ({ jwt: drawKey(), idp: drawKey(), codes: drawKey() });

const keyedHash = (secrets: WorldSecrets, label: string): string =>
  createHmac("sha256", Buffer.from(secrets.codes, "base64url")).update(label).digest("hex");

/**
 * A UUID nobody works out without the world's keys, for an id that is worth guessing (an anonymous cart's): the
 * seed's `uuidFor` is public knowledge. Still the same for the same keys and label, so a reset gives the same ids.
 */
export const keyedUuid = (secrets: WorldSecrets, label: string): string =>
  uuidOfHex(keyedHash(secrets, label));

/** 16 bytes of upper-case hex keyed as `keyedUuid`: a code a person redeems elsewhere (an eSIM's activation code). */
export const keyedCode = (secrets: WorldSecrets, label: string): string =>
  keyedHash(secrets, label).slice(0, 32).toUpperCase();
