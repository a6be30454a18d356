import { describe, expect, it } from "vitest";
import { millisToNanos, nanosToMillis } from "./epoch-nanos";

/** 2025-11-09T07:33:20.002Z: as a double its nanoseconds are 128 ns short of the millisecond. */
const SHORT_MS = 1_762_673_600_002;

describe("nanosToMillis", () => {
  it("gets back the milliseconds of a timestamp whose nanoseconds round down as a double", () => {
    expect(BigInt(SHORT_MS) * 1_000_000n - BigInt(millisToNanos(SHORT_MS))).toBe(128n);
    expect(Math.floor(millisToNanos(SHORT_MS) / 1_000_000)).toBe(SHORT_MS - 1);
    expect(nanosToMillis(millisToNanos(SHORT_MS))).toBe(SHORT_MS);
    expect(nanosToMillis(millisToNanos(2 ** 41))).toBe(2 ** 41);
    expect(nanosToMillis(millisToNanos(0))).toBe(0);
  });

  it("divides bigints and integer strings exactly, cutting off the sub-millisecond part", () => {
    expect(nanosToMillis(1_762_673_600_123_999_999n)).toBe(1_762_673_600_123);
    expect(nanosToMillis("1762673600123999999")).toBe(1_762_673_600_123);
    expect(nanosToMillis(" 1762673600124000000 ")).toBe(1_762_673_600_124);
    expect(nanosToMillis(1_999_999n)).toBe(1);
    expect(nanosToMillis(-1n)).toBe(-1);
  });

  it("floors exact numbers below 2^53 and keeps the plain reading of other input", () => {
    expect(nanosToMillis(1_999_999)).toBe(1);
    expect(nanosToMillis(999_999)).toBe(0);
    expect(nanosToMillis(1_500_000.5)).toBe(1);
    expect(nanosToMillis("2e6")).toBe(2);
    expect(nanosToMillis("")).toBe(0);
    expect(nanosToMillis("soon")).toBeNaN();
  });
});
