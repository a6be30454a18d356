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
}

export const makeSeedContext = (seed: number, nowMillis: number, bulk: number): SeedContext => ({
  seed,
  nowMillis,
  bulk,
  uuid: (label) => uuidFor(seed, label),
  random: (label) => randomFor(seed, label),
});
