import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ApiFailure, Unauthorized, frozenClock, millisToNanos } from "../../ports";
import { UsageApi, type UsageApiService } from "../usage-api";
import { makeMemoryUsageApi, memoryUsageApiLayer, type UsageWorld } from "../usage-api-memory";
import { loadUsageBalances, loadUsageCharges, loadUsageHistogram } from "./load-usage";

const now = Date.UTC(2025, 3, 10, 3, 0);
const world: UsageWorld = {
  owners: { p1: "c1" },
  balances: {
    p1: [
      { Type: "Data", RemainingAmount: 2048 },
      { Type: "Mins", RemainingAmount: 100 },
    ],
  },
  charges: {
    p1: [
      { DateAndTime: "2025-04-01T01:00:00Z", AmountCents: 100, ChargedData: 12 },
      { DateAndTime: "2025-04-01T02:00:00Z", AmountCents: 30, ChargedMins: 2 },
      { DateAndTime: "2025-04-02T02:00:00Z", ChargedTXTs: 1 },
      { DateAndTime: "2025-04-02T03:00:00Z", ChargedPXTs: 1 },
      { DateAndTime: "2024-01-01T00:00:00Z", ChargedData: 1 },
    ],
  },
  buckets: {
    p1: [
      { TimestampNanos: millisToNanos(Date.UTC(2025, 3, 9, 1)), DataBytes: 1024 * 1024, VoiceSeconds: 60 },
      { TimestampNanos: millisToNanos(Date.UTC(2025, 3, 9, 5)), DataBytes: 1024 * 1024 },
    ],
  },
};
const run = <A, E>(
  program: Effect.Effect<A, E, UsageApi>,
  api: UsageApiService = makeMemoryUsageApi(world),
) =>
  Effect.runPromise(
    Effect.either(Effect.provideService(program, UsageApi, api)).pipe(Effect.withClock(frozenClock(now))),
  );
const failing = (error: ApiFailure | Unauthorized): UsageApiService => ({
  charges: () => Effect.fail(error),
  histogram: () => Effect.fail(error),
  balances: () => Effect.fail(error),
});
const boom = new ApiFailure({ call: "x", status: 500, message: "" });

describe("usage use cases", () => {
  it("loads balances", async () => {
    const out = await run(loadUsageBalances("c1", "p1"));
    expect(Either.isRight(out) && out.right.value.map((b) => [b.kind, b.AmountRemaining])).toEqual([
      ["data", 2048],
      ["voice", 100],
    ]);
  });
  it("loads charges of a period grouped by day, filtered by kind", async () => {
    const input = {
      account: "c1",
      product: "p1",
      fromMillis: Date.UTC(2025, 2, 1),
      uptoMillis: now,
      groupBy: "day" as const,
    };
    const out = await run(loadUsageCharges(input));
    expect(Either.isRight(out) && out.right.value.map((g) => [g.key, g.charges.length])).toEqual([
      ["2025-04-02", 2],
      ["2025-04-01", 2],
    ]);
    const dataOnly = await run(
      loadUsageCharges({
        ...input,
        groupBy: "month",
        kinds: { data: true, mins: false, txts: false, pxts: false },
      }),
    );
    expect(Either.isRight(dataOnly) && dataOnly.right.value[0]?.totals.ChargedData).toBe(12);
  });
  it("loads the 30-day histogram", async () => {
    const out = await run(loadUsageHistogram({ account: "c1", product: "p1", productType: "mobile" }));
    const points = Either.isRight(out) ? out.right.value : [];
    expect(points).toHaveLength(30);
    expect(points.find((p) => p.day === "2025-04-09")).toMatchObject({ dataMB: 2, minutes: 1 });
  });
  it("shows the load error with an empty value when a call fails; a logout passes on", async () => {
    for (const program of [
      loadUsageBalances("c1", "p1"),
      loadUsageCharges({ account: "c1", product: "p1", fromMillis: 0, uptoMillis: now, groupBy: "year" }),
      loadUsageHistogram({ account: "c1", product: "p1", productType: "mobile" }),
    ]) {
      const out = await run(program as Effect.Effect<unknown, unknown, UsageApi>, failing(boom));
      expect(Either.isRight(out) && out.right).toEqual({ value: [], loadError: "usage.load_error" });
      const logout = await run(
        program as Effect.Effect<unknown, unknown, UsageApi>,
        failing(new Unauthorized({ call: "x", message: "" })),
      );
      expect(Either.isLeft(logout)).toBe(true);
    }
    const other = await run(loadUsageBalances("c2", "p1"));
    expect(Either.isRight(other) && other.right.loadError).toBe("usage.load_error");
  });
  it("needs an account", async () => {
    const out = await run(loadUsageBalances(" ", "p1"));
    expect(Either.isLeft(out) && out.left).toMatchObject({
      _tag: "UsageError",
      key: "usage.current_account_not_specified",
    });
  });
});

describe("in-memory usage API", () => {
  const api = makeMemoryUsageApi(world);
  const failed = (effect: Effect.Effect<unknown, unknown>) =>
    Either.isLeft(Effect.runSync(Effect.either(effect)));
  it("refuses bad requests", () => {
    const range = { From: 10, Upto: 5 };
    expect(
      failed(api.charges("c1", "p1", { From: 10, Upto: 5, data: true, mins: true, txts: true, pxts: true })),
    ).toBe(true);
    expect(
      failed(api.charges("c2", "p1", { From: 0, Upto: 5, data: true, mins: true, txts: true, pxts: true })),
    ).toBe(true);
    const request = {
      CustomerUUID: "c1",
      ProductInstanceUUID: "p1",
      ProductType: "mobile" as const,
      Range: { From: 0, Upto: 5 },
      IntervalNanos: 1,
    };
    expect(failed(api.histogram(1, request))).toBe(true);
    expect(failed(api.histogram(67, { ...request, Range: range }))).toBe(true);
    expect(failed(api.histogram(67, { ...request, CustomerUUID: "c2" }))).toBe(true);
    expect(failed(api.histogram(67, { ...request, IntervalNanos: 0 }))).toBe(true);
    expect(failed(api.balances("c2", "p1"))).toBe(true);
  });
  it("is provided as a layer", async () => {
    const out = await Effect.runPromise(
      Effect.flatMap(UsageApi, (u) => u.balances("c1", "p1")).pipe(
        Effect.provide(memoryUsageApiLayer(world)),
      ),
    );
    expect(out.Balances).toHaveLength(2);
  });
  it("serves an owned product without data as empty", () => {
    const empty = makeMemoryUsageApi({ owners: { p: "c" } });
    expect(Effect.runSync(empty.balances("c", "p"))).toEqual({ Balances: [] });
    expect(
      Effect.runSync(
        empty.charges("c", "p", { From: 0, Upto: 1, data: true, mins: true, txts: true, pxts: true }),
      ),
    ).toEqual({ Charges: [] });
  });
});
