import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount } from "../../testing/demo";
import { cli, context, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { invoicesCommand, run } from "./list";

const api = withFakeApi();
const postpay = context({ globals: { account: demoAccount("postpay") } });

describe("invoices: parsing", () => {
  it("takes --status (the invoice statuses) and --page (1 by default)", async () => {
    expect(await parse(invoicesCommand, [])).toEqual({ status: undefined, page: 1 });
    expect(await parse(invoicesCommand, ["--status", "OVERDUE", "--page", "3"])).toEqual({
      status: "OVERDUE",
      page: 3,
    });
    await expect(parse(invoicesCommand, ["--page", "0"])).rejects.toMatchObject({
      code: "commander.invalidArgument",
    });
    await expect(parse(invoicesCommand, ["--status", "overdue"])).rejects.toMatchObject({
      code: "commander.invalidArgument",
    });
  });
});

describe("invoices: run (CLI-03, PAY-06)", () => {
  it("lists a page, newest first, with the overdue warning and the paging", async () => {
    const ops = await signedIn(api(), OPS);
    const result = Either.getOrThrow(await runOn(ops, run, { status: undefined, page: 1 }, postpay));
    expect(result.data.invoices.map((i) => i.Status).slice(0, 4)).toEqual(["OPEN", "DUE", "OVERDUE", "PAID"]);
    expect(result.data).toMatchObject({ overdue: true, totalItems: 25, totalPages: 3, pageNumber: 1 });
    const printed = await cli(ops, ["--account", demoAccount("postpay"), "invoices"]);
    expect(printed.code).toBe(ExitCodes.ok);
    expect(printed.stdout).toMatch(/INV-\S+ +Due +/);
    expect(printed.stdout).toMatch(/INV-\S+ +Overdue +/);
    expect(printed.stderr).toContain("You have an overdue invoice.");
    expect(printed.stderr).toContain("Page 1 of 3.");
  });

  it("a page past the last one is a failure naming the last page, not 'No invoices.' (exit 1)", async () => {
    const ops = await signedIn(api(), OPS);
    const past = await cli(ops, ["--account", demoAccount("postpay"), "invoices", "--page", "99"]);
    expect(past.code).toBe(ExitCodes.failure);
    expect(past.stdout).toBe("");
    expect(past.stderr).toBe("waea: Page 99 is past the last page (3).\n");
    const filtered = await cli(ops, [
      "--account",
      demoAccount("postpay"),
      "invoices",
      "--status",
      "OVERDUE",
      "--page",
      "2",
    ]);
    expect(filtered.stderr).toBe("waea: Page 2 is past the last page (1).\n");
    const empty = await cli(ops, ["--account", demoAccount("prepay"), "--json", "invoices", "--page", "2"]);
    expect(JSON.parse(empty.stdout)).toMatchObject({
      error: { kind: "failure", message: "Page 2 is past the last page (1).", exitCode: 1 },
    });
    const last = await cli(ops, ["--account", demoAccount("postpay"), "invoices", "--page", "3"]);
    expect(last.code).toBe(ExitCodes.ok);
    expect(last.stderr).toContain("Page 3 of 3.");
  });

  it("filters by status", async () => {
    const ops = await signedIn(api(), OPS);
    const result = Either.getOrThrow(await runOn(ops, run, { status: "OVERDUE", page: 1 }, postpay));
    expect(result.data).toMatchObject({ overdue: true, totalItems: 1 });
    expect(result.data.invoices.map((i) => [i.Number, i.Status])).toEqual([["INV-17520140-023", "OVERDUE"]]);
  });

  it("an account without invoices has an empty list", async () => {
    const ops = await signedIn(api(), OPS, demoAccount("prepay"));
    const result = Either.getOrThrow(await runOn(ops, run, { status: undefined, page: 1 }));
    expect(result.data).toMatchObject({ invoices: [], overdue: false, totalItems: 0 });
  });

  it("another customer's invoices are access denied (403), not a list that could not be loaded", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const run1 = await cli(prepay, ["--account", demoAccount("postpay"), "--json", "invoices"]);
    expect(run1.code).toBe(ExitCodes.failure);
    expect(run1.stderr).toBe("waea: You don't have access to this.\n");
    expect(JSON.parse(run1.stdout)).toMatchObject({ error: { domainError: { _tag: "Forbidden" } } });
  });
});
