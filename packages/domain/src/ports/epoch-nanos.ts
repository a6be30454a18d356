// The operator's timestamps are epoch nanoseconds; rules count epoch milliseconds. Pure conversions between them.

const NANOS_PER_MILLI = 1_000_000;
const NANOS_PER_MILLI_BIG = 1_000_000n;
const INTEGER_TEXT = /^[+-]?\d+$/;

/** Whole milliseconds at or before an exact count of nanoseconds (floor division). */
const floorMillis = (nanos: bigint): bigint => {
  const quotient = nanos / NANOS_PER_MILLI_BIG;
  return nanos % NANOS_PER_MILLI_BIG < 0n ? quotient - 1n : quotient;
};

/**
 * Nanoseconds (the operator's timestamps) to epoch milliseconds, sub-millisecond parts cut off (floor).
 *
 * A bigint or an integer string is exact: it is divided as a bigint. A number is a double, and epoch nanoseconds
 * (about 1.7e18) are far beyond 2^53, where a double stands for every integer within half a unit in the last
 * place of it: `millisToNanos(ms)` can land a few hundred nanoseconds below `ms * 1e6`, and plain
 * `Math.floor(n / 1e6)` then gave `ms - 1` for about one current timestamp in eight. So a number above 2^53 within
 * its own rounding error below a whole millisecond counts as that millisecond; otherwise it is floored exactly.
 * Hence `nanosToMillis(millisToNanos(ms)) === ms` for every integer ms in [0, 2^41] (until about year 71700).
 */
export const nanosToMillis = (nanos: number | bigint | string): number => {
  if (typeof nanos === "bigint") return Number(floorMillis(nanos));
  if (typeof nanos === "string") {
    const text = nanos.trim();
    return INTEGER_TEXT.test(text) ? Number(floorMillis(BigInt(text))) : nanosToMillis(Number(nanos));
  }
  // NaN, infinities and fractional nanoseconds (below 2^53, so exact enough) keep the plain division.
  if (!Number.isInteger(nanos)) return Math.floor(nanos / NANOS_PER_MILLI);
  const exact = BigInt(nanos);
  const millis = floorMillis(exact);
  if (Math.abs(nanos) <= Number.MAX_SAFE_INTEGER) return Number(millis);
  const short = NANOS_PER_MILLI - Number(exact - millis * NANOS_PER_MILLI_BIG);
  return short <= Number.EPSILON * Math.abs(nanos) ? Number(millis) + 1 : Number(millis);
};

/** Epoch milliseconds to nanoseconds, as a number (the operator's `*Nanos` fields); exact back to ms by nanosToMillis. */
export const millisToNanos = (millis: number): number => millis * NANOS_PER_MILLI;
