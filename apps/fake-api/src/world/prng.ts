import { createHash } from "node:crypto";

/** A small deterministic random source: sfc32 seeded from a hash of the world seed and a label. */
export interface Random {
  /** A float in [0, 1). */
  readonly next: () => number;
  /** An integer in [min, max], both included. */
  readonly int: (min: number, max: number) => number;
  readonly pick: <A>(items: ReadonlyArray<A>) => A;
  /** A string of decimal digits. */
  readonly digits: (count: number) => string;
}

const sfc32 = (a0: number, b0: number, c0: number, d0: number): (() => number) => {
  let a = a0 >>> 0;
  let b = b0 >>> 0;
  let c = c0 >>> 0;
  let d = d0 >>> 0;
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
};

/**
 * One stream per label: a slice or an account draws from its own stream, so adding a demo account or a slice
 * never shifts the values of the others.
 */
export const randomFor = (seed: number, label: string): Random => {
  const hash = createHash("sha256").update(`waea:${seed}:${label}`).digest();
  const next = sfc32(hash.readUInt32LE(0), hash.readUInt32LE(4), hash.readUInt32LE(8), hash.readUInt32LE(12));
  for (let i = 0; i < 12; i += 1) next();
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <A>(items: ReadonlyArray<A>): A => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(""),
  };
};

/** A UUID in the version 4 layout from (at least 32) hex digits of a hash. */
export const uuidOfHex = (hex: string): string => {
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A UUID (version 4 layout) derived from the seed and a label: the same seed gives the same ids. */
export const uuidFor = (seed: number, label: string): string =>
  uuidOfHex(createHash("sha256").update(`waea-id:${seed}:${label}`).digest("hex"));
