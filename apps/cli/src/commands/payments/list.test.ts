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

  it("a page past the last one is a failure naming the last page, not an empty list (exit 1)", async () => {
    const on = await prepay();
    const run99 = await cli(on, ["payments", "--page", "99"]);
    expect(run99.code).toBe(ExitCodes.failure);
    expect(run99.stdout).toBe("");
    expect(run99.stderr).toBe("waea: Page 99 is past the last page (3).\n");
    const json = await cli(on, ["--json", "payments", "--page", "4"]);
    expect(json.code).toBe(ExitCodes.failure);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { kind: "failure", message: "Page 4 is past the last page (3).", exitCode: 1 },
    });
    const maori = await cli(on, ["payments", "--page", "99"], { env: { lang: "mi-NZ" } });
    expect(maori.stderr).toBe("waea: Kei tua atu te whārangi 99 i te whārangi whakamutunga (3).\n");
    expect((await cli(on, ["payments", "--page", "3"])).code).toBe(ExitCodes.ok);
  });
});
