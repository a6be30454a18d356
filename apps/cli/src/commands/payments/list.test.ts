import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount } from "../../testing/demo";
import { cli, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { paymentsCommand, run } from "./list";

const api = withFakeApi();
const prepay = () => signedIn(api(), OPS, demoAccount("prepay"));

describe("payments: parsing", () => {
  it("takes --page", async () => {
    expect(await parse(paymentsCommand, ["--page", "2"])).toEqual({ page: 2 });
    await expect(parse(paymentsCommand, ["--page", "-1"])).rejects.toBeDefined();
  });
});

describe("payments: run (CLI-03, PAY-08)", () => {
  it("lists a page of payments with the domain's status groups and NZ dates", async () => {
    const { data } = Either.getOrThrow(await runOn(await prepay(), run, { page: 1 }));
    expect(data).toMatchObject({ pageNumber: 1, totalPages: 3 });
    expect(data.payments.slice(0, 2).map((p) => [p.group, p.displayDate, p.transaction.Description])).toEqual(
      [
        ["COMPLETED", "20 Nov 2026 @ 08:00", "Top-up"],
        ["COMPLETED", "14 Nov 2026 @ 22:00", "Kōrero 8GB"],
      ],
    );
    const second = Either.getOrThrow(await runOn(await prepay(), run, { page: 2 }));
    expect(second.data).toMatchObject({ pageNumber: 2, totalPages: 3 });
  });

  it("names the month in te reo Māori with WAEA_LANG=mi-NZ, in the same layout", async () => {
    const on = await prepay();
    const maori = await cli(on, ["payments"], { env: { lang: "mi-NZ" } });
    expect(maori.code).toBe(ExitCodes.ok);
    expect(maori.stdout).toContain("20 Noe 2026 @ 08:00");
    expect(maori.stdout).not.toContain("Nov");
    expect((await cli(on, ["payments"])).stdout).toContain("20 Nov 2026 @ 08:00");
  });
});
