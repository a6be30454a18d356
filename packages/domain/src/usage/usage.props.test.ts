import fc from "fast-check";
import { describe, it } from "vitest";
import { chargeTotals, groupCharges, type ChargeTotals } from "./charge-grouping";
import { BYTES_PER_MB, histogramRequest, toHistogram } from "./histogram";
import type { UsageCharge } from "./usage-charge";
import { UsageKinds, usageKind } from "./usage-kind";

// Amounts are multiples of 1/1024 so every sum is exact in binary floating point: equality, not tolerance.
const amount = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1024);
const instant = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) });
const dateAndTime = fc.oneof(
  instant.map((t) => new Date(t).toISOString()),
  instant.map((t) => new Date(t).toISOString().slice(0, 19)),
  fc.string({ maxLength: 12 }),
);
const charge: fc.Arbitrary<UsageCharge> = fc.record(
  {
    DateAndTime: dateAndTime,
    AmountCents: fc.integer({ min: 0, max: 100_000 }),
    ChargedData: amount,
    ChargedMins: amount,
    ChargedTXTs: fc.integer({ min: 0, max: 500 }),
    ChargedPXTs: fc.integer({ min: 0, max: 500 }),
  },
  { requiredKeys: ["DateAndTime"] },
);
const fields: ReadonlyArray<keyof ChargeTotals> = [
  "AmountCents",
  "ChargedData",
  "ChargedMins",
  "ChargedTXTs",
  "ChargedPXTs",
];

describe("usage laws", () => {
  it("grouping preserves the sum of every charge field", () => {
    fc.assert(
      fc.property(
        fc.array(charge, { maxLength: 60 }),
        fc.constantFrom("day" as const, "month" as const, "year" as const),
        (list, by) => {
          const groups = groupCharges(list, by);
          const whole = chargeTotals(list);
          return fields.every(
            (field) => groups.reduce((sum, group) => sum + group.totals[field], 0) === whole[field],
          );
        },
      ),
    );
  });
  it("grouping puts every charge in exactly one group, with distinct keys", () => {
    fc.assert(
      fc.property(
        fc.array(charge, { maxLength: 60 }),
        fc.constantFrom("day" as const, "month" as const, "year" as const),
        (list, by) => {
          const groups = groupCharges(list, by);
          const seen = groups.flatMap((group) => group.charges);
          return (
            seen.length === list.length &&
            list.every((c) => seen.includes(c)) &&
            new Set(groups.map((group) => group.key)).size === groups.length
          );
        },
      ),
    );
  });
  it("the type mapping gives every string exactly one kind", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom("Data", "Mins", "IDDMins", "TXTs", "IDDTXTs", "PXTs")),
        (type) => UsageKinds.filter((kind) => kind === usageKind(type)).length === 1,
      ),
    );
  });
  it("the histogram has 30 distinct days and keeps all data of the range", () => {
    fc.assert(
      fc.property(
        instant,
        fc.array(
          fc.record({ slot: fc.integer({ min: -5, max: 35 }), bytes: fc.integer({ min: 0, max: 1e9 }) }),
          {
            maxLength: 40,
          },
        ),
        (now, raw) => {
          const { Range, IntervalNanos } = histogramRequest({
            customerUUID: "c",
            productInstanceUUID: "p",
            productType: "mobile",
            nowMillis: now,
          });
          // The operator's daily buckets start at From + k intervals.
          const buckets = raw.map((b) => ({
            TimestampNanos: Range.From + b.slot * IntervalNanos,
            DataBytes: b.bytes,
          }));
          const points = toHistogram(buckets, Range, IntervalNanos);
          const inRange = buckets
            .filter((b) => b.TimestampNanos >= Range.From && b.TimestampNanos <= Range.Upto)
            .reduce((sum, b) => sum + b.DataBytes, 0);
          return (
            points.length === 30 &&
            new Set(points.map((p) => p.day)).size === 30 &&
            points.reduce((sum, p) => sum + p.dataMB * BYTES_PER_MB, 0) === inRange
          );
        },
      ),
    );
  });
});
