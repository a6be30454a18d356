import { scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashes with node's scrypt. The cost is lower than a production setting (N = 2^12) so a world of demo
 * logins seeds in well under a second; the format carries its parameters, so a stricter cost can come later.
 */
const COST: ScryptOptions = { N: 4096, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });

/** Seeded hashes are the same every time a world is seeded: remembered for the process, so a reset is instant. */
const seeded = new Map<string, Promise<string>>();

export const hashPassword = async (password: string, salt: Buffer): Promise<string> => {
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
};

/** The hash of a demo password with a salt derived from the seed (deterministic, memoised). */
export const hashSeededPassword = (password: string, salt: Buffer): Promise<string> => {
  const memo = `${salt.toString("base64")}:${password}`;
  const known = seeded.get(memo);
  if (known !== undefined) return known;
  const hashed = hashPassword(password, salt);
  seeded.set(memo, hashed);
  return hashed;
};

export const verifyPassword = async (password: string, stored: string | undefined): Promise<boolean> => {
  const parts = (stored ?? "").split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, salt = "", hash = ""] = parts;
  const expected = Buffer.from(hash, "base64");
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem ?? 0 };
  const actual = await derive(password, Buffer.from(salt, "base64"), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
