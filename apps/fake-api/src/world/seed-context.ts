import { secretHex, type ServerKeys } from "../auth/keys";
import { randomFor, uuidFor, type Random } from "./prng";

/** What every slice's seed function gets: the seed, the instant the world is seeded at, and id and random helpers. */
export interface SeedContext {
  readonly seed: number;
  /** The instant dates are seeded relative to (the clock when the server started). */
  readonly nowMillis: number;
  /** Generated customer accounts for the bulk ops login (--bulk N). */
  readonly bulk: number;
  readonly uuid: (label: string) => string;
  readonly random: (label: string) => Random;
  /**
   * A secret of the seeded data (an approval's code): 16 bytes of upper-case hex keyed with the world's random
   * secrets, never derived from the seed alone (which is public).
   */
  readonly secret: (label: string) => string;
}

export const makeSeedContext = (
  seed: number,
  nowMillis: number,
  bulk: number,
  keys: ServerKeys,
): SeedContext => ({
  seed,
  nowMillis,
  bulk,
  uuid: (label) => uuidFor(seed, label),
  random: (label) => randomFor(seed, label),
  secret: (label) => secretHex(keys, label),
});
