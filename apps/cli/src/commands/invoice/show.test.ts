import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { Accounts, OVERDUE_INVOICE } from "../../testing/memory-world";
import { cli, context, fakePrompter, memoryOperator, parse, runOn } from "../../testing/harness";
import { invoiceCommand, run } from "./show";

describe("invoice: parsing", () => {
  it("takes a number and --pdf", async () => {
    expect(await parse(invoiceCommand, ["INV-1", "--pdf", "out.pdf"])).toEqual({
      number: "INV-1",
      pdf: "out.pdf",
      yes: false,
    });
    expect(await parse(invoiceCommand, ["INV-1", "--pdf", "out.pdf", "--yes"])).toMatchObject({ yes: true });
    await expect(parse(invoiceCommand, [])).rejects.toMatchObject({ code: "commander.missingArgument" });
  });
});

describe("invoice: run", () => {
  const account = ["--account", Accounts.overdue];

  it("shows the invoice and writes its PDF", async () => {
    const written = new Map<string, Uint8Array>();
    const ctx = context({
      globals: { account: Accounts.overdue },
      writeFile: async (path, bytes) => void written.set(path, bytes),
    });
    const { data } = Either.getOrThrow(
      await runOn(memoryOperator(), run, { number: OVERDUE_INVOICE, pdf: "inv.pdf", yes: false }, ctx),
    );
    expect(data.invoice).toMatchObject({
      Number: OVERDUE_INVOICE,
      Status: "OVERDUE",
      RemainingAmountCents: 4599,
    });
    expect(data.pdf).toEqual({ path: "inv.pdf", bytes: written.get("inv.pdf")?.length });
    expect(new TextDecoder().decode(written.get("inv.pdf"))).toMatch(/^%PDF/);
  });

  it("an invoice number that does not exist gets the spec's message, exit 1, and writes no file", async () => {
    const result = await cli(memoryOperator(), ["invoice", "INV-404", "--pdf", "x.pdf", ...account]);
    expect(result.code).toBe(ExitCodes.failure);
    expect(result.stderr).toContain("Invoice or receipt #INV-404 not found");
    expect(result.files.size).toBe(0);
  });

  it("a blank number is a usage error", async () => {
    const result = await cli(memoryOperator(), ["invoice", "  ", ...account]);
    expect(result.code).toBe(ExitCodes.usage);
  });

  it("an invoice without a PDF writes no file", async () => {
    const result = await cli(memoryOperator(), ["invoice", "INV-1002", "--pdf", "x.pdf", ...account]);
    expect(result.code).toBe(ExitCodes.failure);
    expect(result.files.size).toBe(0);
  });

  it("replaces an existing file only with --yes (exit 2 naming --yes otherwise, nothing written)", async () => {
    const args = ["invoice", OVERDUE_INVOICE, "--pdf", "old.pdf", ...account];
    const refused = await cli(memoryOperator(), args, { existing: ["old.pdf"] });
    expect(refused.code).toBe(ExitCodes.usage);
    expect(refused.stderr).toContain("old.pdf exists already: add --yes to replace it.");
    expect(refused.files.size).toBe(0);
    const replaced = await cli(memoryOperator(), [...args, "--yes"], { existing: ["old.pdf"] });
    expect(replaced.code).toBe(ExitCodes.ok);
    expect(replaced.files.has("old.pdf")).toBe(true);
  });

  it("asks before replacing a file on a terminal; a no writes nothing", async () => {
    const prompter = fakePrompter([false]);
    const terminal = { stdin: true, stderr: true };
    const args = ["invoice", OVERDUE_INVOICE, "--pdf", "old.pdf", ...account];
    const run = await cli(memoryOperator(), args, { existing: ["old.pdf"], terminal, prompter });
    expect(prompter.asked).toEqual(["Replace old.pdf?"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.files.size).toBe(0);
  });
});
