import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { Accounts } from "../../testing/memory-world";
import { context, memoryOperator, parse, runOn } from "../../testing/harness";
import { invoicesCommand, run } from "./list";

const overdue = context({ globals: { account: Accounts.overdue } });

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

describe("invoices: run", () => {
  it("lists a page with the overdue warning", async () => {
    const result = Either.getOrThrow(
      await runOn(memoryOperator(), run, { status: undefined, page: 1 }, overdue),
    );
    expect(result.data.invoices.map((i) => i.Number)).toEqual(["INV-1001", "INV-1002", "INV-1003"]);
    expect(result.data).toMatchObject({ overdue: true, totalItems: 3, totalPages: 1, pageNumber: 1 });
    expect(JSON.stringify(result.view)).toContain("billing.overdue_warning");
  });
  it("filters by status", async () => {
    const result = Either.getOrThrow(
      await runOn(memoryOperator(), run, { status: "PAID", page: 1 }, overdue),
    );
    expect(result.data.invoices.map((i) => i.Number)).toEqual(["INV-1002"]);
  });
  it("an account without invoices has an empty list", async () => {
    expect(
      Either.getOrThrow(await runOn(memoryOperator(), run, { status: undefined, page: 1 })).data.invoices,
    ).toEqual([]);
  });
});
