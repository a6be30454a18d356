import fc from "fast-check";
import { describe, it } from "vitest";
import { millisToNanos, nanosToMillis } from "./epoch-nanos";

/** Every integer millisecond in [0, 2^41] (until about year 71700), with the ends always tried. */
const millis = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 41n }).map(Number),
  fc.constantFrom(0, 1, 2 ** 41, 2 ** 41 - 1, 1_762_673_600_002),
);
const subMillis = fc.integer({ min: 0, max: 999_999 });

describe("ports laws", () => {
  it("nanos round-trip returns the milliseconds", () => {
    fc.assert(fc.property(millis, (ms) => nanosToMillis(millisToNanos(ms)) === ms));
  });
  it("exact nanoseconds (bigint or integer string) cut the sub-millisecond part off", () => {
    fc.assert(
      fc.property(millis, subMillis, (ms, sub) => {
        const nanos = BigInt(ms) * 1_000_000n + BigInt(sub);
        return nanosToMillis(nanos) === ms && nanosToMillis(nanos.toString()) === ms;
      }),
    );
  });
});
