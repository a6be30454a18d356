import { randomBytes } from "node:crypto";

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
