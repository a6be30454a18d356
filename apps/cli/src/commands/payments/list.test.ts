import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { cli, memoryOperator, parse, runOn } from "../../testing/harness";
import { paymentsCommand, run } from "./list";

describe("payments: parsing", () => {
  it("takes --page", async () => {
    expect(await parse(paymentsCommand, ["--page", "2"])).toEqual({ page: 2 });
    await expect(parse(paymentsCommand, ["--page", "-1"])).rejects.toBeDefined();
  });
});

describe("payments: run", () => {
  it("lists payments with the domain's status groups and NZ dates", async () => {
    const { data } = Either.getOrThrow(await runOn(memoryOperator(), run, { page: 1 }));
    expect(data.payments.map((p) => [p.group, p.displayDate])).toEqual([
      ["COMPLETED", "12 Jun 2026 @ 12:00"],
      ["DECLINED", "06 Jun 2026 @ 12:00"],
    ]);
    expect(data).toMatchObject({ pageNumber: 1, totalPages: 1 });
  });
  it("names the month in te reo Māori with WAEA_LANG=mi-NZ, in the same layout", async () => {
    const maori = await cli(memoryOperator(), ["payments"], { env: { lang: "mi-NZ" } });
    expect(maori.code).toBe(0);
    expect(maori.stdout).toContain("12 Hun 2026 @ 12:00");
    expect(maori.stdout).not.toContain("Jun");
    const english = await cli(memoryOperator(), ["payments"]);
    expect(english.stdout).toContain("12 Jun 2026 @ 12:00");
  });
});
