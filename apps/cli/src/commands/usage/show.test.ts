import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { OPS, demoAccount, demoProduct } from "../../testing/demo";
import { context, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { run, usageCommand } from "./show";

const api = withFakeApi();
const prepay = () => signedIn(api(), OPS, demoAccount("prepay"));

describe("usage: parsing", () => {
  it("groups by day unless --group says month or year", async () => {
    expect(await parse(usageCommand, [])).toEqual({ group: "day", product: undefined });
    expect(await parse(usageCommand, ["--group", "year"])).toMatchObject({ group: "year" });
    await expect(parse(usageCommand, ["--group", "week"])).rejects.toMatchObject({
      code: "commander.invalidArgument",
    });
  });
});

describe("usage: run (CLI-03, USE-01, USE-02)", () => {
  it("shows the balances with their kinds and carry-over, and the charges grouped by NZ day", async () => {
    const { data } = Either.getOrThrow(
      await runOn(await prepay(), run, { group: "day", product: undefined }),
    );
    expect(data.product).toBe(demoProduct("prepay"));
    expect(data.balances.map((b) => [b.kind, b.unlimited, b.totalRemaining])).toEqual([
      ["data", false, 2172.75 + 1536],
      ["voice", true, 0],
      ["sms", true, 0],
    ]);
    expect(data.groups[0]).toEqual(
      expect.objectContaining({ key: "2026-11-21", label: "21 Nov 2026", charges: 9 }),
    );
    expect(data.groups.map((g) => g.key)).toEqual([...data.groups.map((g) => g.key)].sort().reverse());
  });

  it("groups by month, over the last year", async () => {
    const { data } = Either.getOrThrow(
      await runOn(await prepay(), run, { group: "month", product: undefined }),
    );
    expect(data).toMatchObject({ from: "2025-11-21T10:00:00.000Z", upto: "2026-11-21T10:00:00.000Z" });
    expect(data.groups[0]?.label).toBe("Nov 2026");
  });

  it("names the month of a group in te reo Māori for a Māori run", async () => {
    const on = await prepay();
    const maori = context({ language: "mi-NZ" });
    const days = Either.getOrThrow(await runOn(on, run, { group: "day", product: undefined }, maori));
    expect(days.data.groups[0]?.label).toBe("21 Noe 2026");
    const months = Either.getOrThrow(await runOn(on, run, { group: "month", product: undefined }, maori));
    expect(months.data.groups[0]?.label).toBe("Noe 2026");
  });
});
