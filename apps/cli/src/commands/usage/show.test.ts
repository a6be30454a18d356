import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { context, memoryOperator, parse, runOn } from "../../testing/harness";
import { run, usageCommand } from "./show";

describe("usage: parsing", () => {
  it("groups by day unless --group says month or year", async () => {
    expect(await parse(usageCommand, [])).toEqual({ group: "day", product: undefined });
    expect(await parse(usageCommand, ["--group", "year"])).toMatchObject({ group: "year" });
    await expect(parse(usageCommand, ["--group", "week"])).rejects.toMatchObject({
      code: "commander.invalidArgument",
    });
  });
});

describe("usage: run", () => {
  it("shows the balances with their kinds and the charges grouped by NZ day", async () => {
    const { data } = Either.getOrThrow(
      await runOn(memoryOperator(), run, { group: "day", product: undefined }),
    );
    expect(data.balances.map((b) => [b.kind, b.unlimited, b.totalRemaining])).toEqual([
      ["data", false, 8192],
      ["voice", true, 0],
      ["sms", true, 0],
    ]);
    expect(data.groups).toEqual([
      expect.objectContaining({
        key: "2026-06-15",
        charges: 2,
        totals: expect.objectContaining({ AmountCents: 45, ChargedData: 250 }),
      }),
    ]);
  });
  it("groups by month", async () => {
    const { data } = Either.getOrThrow(
      await runOn(memoryOperator(), run, { group: "month", product: undefined }),
    );
    expect(data.groups.map((g) => g.label)).toEqual(["Jun 2026"]);
  });
  it("names the month of a group in te reo Māori for a Māori run", async () => {
    const days = Either.getOrThrow(
      await runOn(
        memoryOperator(),
        run,
        { group: "day", product: undefined },
        context({ language: "mi-NZ" }),
      ),
    );
    expect(days.data.groups.map((g) => g.label)).toEqual(["15 Hun 2026"]);
    const months = Either.getOrThrow(
      await runOn(
        memoryOperator(),
        run,
        { group: "month", product: undefined },
        context({ language: "mi-NZ" }),
      ),
    );
    expect(months.data.groups.map((g) => g.label)).toEqual(["Hun 2026"]);
  });
});
