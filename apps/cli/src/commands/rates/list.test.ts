import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { cli, operator, parse, runOn, withFakeApi } from "../../testing/harness";
import { ratesCommand, run } from "./list";

const api = withFakeApi();

describe("rates: parsing", () => {
  it("takes nothing", async () => {
    expect(await parse(ratesCommand, [])).toEqual({});
  });
});

describe("rates: run (PLAN-09)", () => {
  it("lists the 24 rates sorted by location, without a session", async () => {
    const nobody = operator(api());
    const { data } = Either.getOrThrow(await runOn(nobody, run, {}));
    expect(data.rates).toHaveLength(24);
    expect(data.rates.map((r) => `${r.location} ${r.price}`).slice(0, 5)).toEqual([
      "australia 0",
      "bangladesh 5",
      "canada 20",
      "china 3",
      "cook 1.20",
    ]);
    const printed = await cli(nobody, ["rates"]);
    expect(printed.stdout).toContain("Cook Islands          1.20c per minute");
  });
});
