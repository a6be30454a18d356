import { nzDayKey } from "@waea/domain/calendar";
import { describe, expect, it } from "vitest";
import { fibreUsageOf } from "./broadband-fibre-usage";
import { signedIn, useTestApi, type TestApi } from "./session-test-support";

const api = useTestApi();
const HOUR = 3_600_000;

interface Day {
  readonly Day: string;
  readonly DownloadMB: number;
  readonly UploadMB: number;
}

const fibreProductOf = (test: TestApi, customer: string) => {
  const product = Object.values(test.store.world.broadband.ufbProducts).find(
    (item) => item.CustomerUUID === customer,
  );
  if (product === undefined) throw new Error("fibre@waea.test has no fibre product");
  return product;
};

const usage = async (test: TestApi, email: string, uuid: string) =>
  (await signedIn(test, email)).get(`/v3/67/UFB/${uuid}/usage`);

describe("fibre usage (BB-04, broadband.ufbUsage)", () => {
  it("answers fibre@'s service this month by NZ day, today last, and today grows with the world's clock", async () => {
    const test = api();
    const product = fibreProductOf(test, (await signedIn(test, "fibre@waea.test")).uuid);
    const first = await usage(test, "fibre@waea.test", product.UUID);
    expect(first.status).toBe(200);
    const body = first.json() as { PeriodStart: string; PeriodEnd: string; AsOfMillis: number; Days: Day[] };
    const now = test.clock.nowMillis();
    expect(body.AsOfMillis).toBe(now);
    expect(body.PeriodStart).toBe(`${nzDayKey(now).slice(0, 8)}01`);
    expect(body.PeriodEnd.slice(0, 7)).toBe(nzDayKey(now).slice(0, 7));
    expect(body.Days.at(-1)?.Day).toBe(nzDayKey(now));
    expect(body.Days.map((day) => day.Day)).toEqual([...body.Days.map((day) => day.Day)].sort());
    test.clock.advance(HOUR / 2);
    const later = (await usage(test, "fibre@waea.test", product.UUID)).json() as { Days: Day[] };
    const before = body.Days.at(-1);
    const after = later.Days.find((day) => day.Day === before?.Day);
    expect(after?.DownloadMB ?? 0).toBeGreaterThan(before?.DownloadMB ?? 0);
    expect(later.Days.slice(0, -1)).toEqual(body.Days.slice(0, body.Days.length - 1));
  });

  it("refuses a fibre service that is not the caller's, as not found", async () => {
    const test = api();
    const product = fibreProductOf(test, (await signedIn(test, "fibre@waea.test")).uuid);
    expect((await usage(test, "prepay@waea.test", product.UUID)).status).toBe(404);
    expect((await usage(test, "fibre@waea.test", "no-such-service")).status).toBe(404);
  });

  it("derives each service's figures from the world's seed and the service: never one canned answer", () => {
    const now = Date.UTC(2026, 10, 20, 3);
    const product = { UUID: "a", SPID: 67, CustomerUUID: "c", Status: 4 };
    const one = fibreUsageOf(1, product, now);
    expect(one.Days).toHaveLength(20);
    expect(fibreUsageOf(1, product, now)).toEqual(one);
    expect(fibreUsageOf(2, product, now).Days).not.toEqual(one.Days);
    expect(fibreUsageOf(1, { ...product, UUID: "b" }, now).Days).not.toEqual(one.Days);
    expect(fibreUsageOf(1, { ...product, Status: 2 }, now).Days).toEqual([]);
    // Made at 13:00 on 15 November NZ time (midnight UTC): its first day is the 15th.
    const made = fibreUsageOf(1, { ...product, CreatedAtNanos: Date.UTC(2026, 10, 15) * 1_000_000 }, now);
    expect(made.Days[0]?.Day).toBe("2026-11-15");
  });
});
