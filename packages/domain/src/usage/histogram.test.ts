import { describe, expect, it } from "vitest";
import { millisToNanos } from "../ports";
import { HISTOGRAM_INTERVAL_NANOS, histogramLabel, histogramRequest, toHistogram } from "./histogram";

const now = Date.UTC(2025, 3, 10, 3, 0); // 10 Apr 2025 15:00 NZST, after the April change

describe("usage histogram", () => {
  it("asks for 30 NZ days at a daily interval", () => {
    const request = histogramRequest({
      customerUUID: "c",
      productInstanceUUID: "p",
      productType: "mobile",
      nowMillis: now,
    });
    // 12 Mar 2025 00:00 NZDT is 11 Mar 11:00 UTC
    expect(request).toEqual({
      CustomerUUID: "c",
      ProductInstanceUUID: "p",
      ProductType: "mobile",
      Range: { From: millisToNanos(Date.UTC(2025, 2, 11, 11)), Upto: millisToNanos(now) },
      IntervalNanos: HISTOGRAM_INTERVAL_NANOS,
    });
  });
  it("gives one point per day across a daylight change, MB and minutes", () => {
    const { Range } = histogramRequest({
      customerUUID: "c",
      productInstanceUUID: "p",
      productType: "mobile",
      nowMillis: now,
    });
    const points = toHistogram(
      [
        {
          TimestampNanos: millisToNanos(Date.UTC(2025, 2, 11, 11)),
          DataBytes: 3 * 1024 * 1024,
          VoiceSeconds: 90,
          SMS: 2,
          MMS: 1,
        },
        { TimestampNanos: millisToNanos(Date.UTC(2025, 2, 11, 11)), DataBytes: 1024 * 1024 },
        // 29 x 24 h after the first midnight: 9 Apr 11:00 UTC, 23:00 NZST, yet the bucket is 10 Apr's
        { TimestampNanos: millisToNanos(Date.UTC(2025, 3, 9, 11)), VoiceSeconds: 30 },
        { TimestampNanos: millisToNanos(Date.UTC(2025, 0, 1)), DataBytes: 999 },
      ],
      Range,
    );
    expect(points).toHaveLength(30);
    expect(new Set(points.map((p) => p.day)).size).toBe(30);
    expect(points[0]).toEqual({
      day: "2025-03-12",
      dataMB: 4,
      minutes: 1.5,
      sms: 2,
      mms: 1,
    });
    expect(points[29]).toMatchObject({ day: "2025-04-10", dataMB: 0, minutes: 0.5 });
    expect(points.find((p) => p.day === "2025-04-06")).toMatchObject({ dataMB: 0, minutes: 0 });
  });
  it("counts hourly buckets on their own day", () => {
    const range = {
      From: millisToNanos(Date.UTC(2025, 6, 1, 12)),
      Upto: millisToNanos(Date.UTC(2025, 6, 3, 12)),
    };
    const hour = 3_600_000_000_000;
    const points = toHistogram(
      [
        { TimestampNanos: millisToNanos(Date.UTC(2025, 6, 2, 11)), DataBytes: 1024 * 1024 }, // 2 Jul 23:00 NZ
        { TimestampNanos: millisToNanos(Date.UTC(2025, 6, 2, 12)), DataBytes: 2 * 1024 * 1024 }, // 3 Jul 00:00 NZ
      ],
      range,
      hour,
    );
    expect(points.map((p) => [p.day, p.dataMB])).toEqual([
      ["2025-07-02", 1],
      ["2025-07-03", 2],
      ["2025-07-04", 0],
    ]);
  });
  it("counts a last slot that starts late on the last day on that day", () => {
    const { Range } = histogramRequest({
      customerUUID: "c",
      productInstanceUUID: "p",
      productType: "mobile",
      nowMillis: now,
    });
    const lastSlot = Range.From + 29 * HISTOGRAM_INTERVAL_NANOS; // 9 Apr 11:00 UTC = 9 Apr 23:00 NZST
    const points = toHistogram(
      [{ TimestampNanos: lastSlot + HISTOGRAM_INTERVAL_NANOS / 2, DataBytes: 1024 * 1024 }],
      {
        From: Range.From,
        Upto: lastSlot + HISTOGRAM_INTERVAL_NANOS,
      },
    );
    expect(points.at(-1)).toMatchObject({ day: "2025-04-10", dataMB: 1 });
  });
  it("labels a day for the axis with the month in the language", () => {
    expect(histogramLabel("2025-03-12", "en")).toBe("12 Mar");
    expect(histogramLabel("2025-03-12", "mi-NZ")).toBe("12 Māe");
  });
  it("has no points for an empty range", () => {
    expect(toHistogram([], { From: millisToNanos(now), Upto: millisToNanos(now - 2 * 86_400_000) })).toEqual(
      [],
    );
  });
});
