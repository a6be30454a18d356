import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount } from "../../testing/demo";
import { cli, context, fakePrompter, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { failing } from "../../testing/transport";
import { invoiceCommand, run } from "./show";

const api = withFakeApi();
/** postpay@'s one OVERDUE invoice (docs/cli.md shows it too). */
const OVERDUE = "INV-17520140-023";
const postpay = ["--account", demoAccount("postpay")];
const ops = () => signedIn(api(), OPS);

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

describe("invoice: run (CLI-03, PAY-06)", () => {
  it("shows the invoice and writes its PDF", async () => {
    const written = new Map<string, Uint8Array>();
    const ctx = context({
      globals: { account: demoAccount("postpay") },
      writeFile: async (path, bytes) => void written.set(path, bytes),
    });
    const { data } = Either.getOrThrow(
      await runOn(await ops(), run, { number: OVERDUE, pdf: "inv.pdf", yes: false }, ctx),
    );
    expect(data.invoice).toMatchObject({ Number: OVERDUE, Status: "OVERDUE", RemainingAmountCents: 5099 });
    expect(data.pdf).toEqual({ path: "inv.pdf", bytes: written.get("inv.pdf")?.length });
    expect(new TextDecoder().decode(written.get("inv.pdf"))).toMatch(/^%PDF-/);
  });

  it("writes the PDF to disk atomically (0600), and replaces a file only with --yes (exit 2 naming it)", async () => {
    const signed = await signedIn(api(), OPS, undefined, { onDisk: true });
    const path = join(signed.configHome, "invoice.pdf");
    writeFileSync(path, "mine");
    const kept = await cli(signed, [...postpay, "invoice", OVERDUE, "--pdf", path], { onDisk: true });
    expect(kept.code).toBe(ExitCodes.usage);
    expect(kept.stderr).toContain(`${path} exists already: add --yes to replace it.`);
    expect(readFileSync(path, "utf8")).toBe("mine");
    const replaced = await cli(signed, [...postpay, "invoice", OVERDUE, "--pdf", path, "--yes"], {
      onDisk: true,
    });
    expect(replaced.code).toBe(ExitCodes.ok);
    expect(readFileSync(path, "latin1").startsWith("%PDF-")).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("an invoice number that does not exist gets the spec's message, exit 1, writes no file, changes nothing", async () => {
    const on = await ops();
    const before = api().store.digest();
    const result = await cli(on, [...postpay, "invoice", "INV-404", "--pdf", "x.pdf"]);
    expect(result.code).toBe(ExitCodes.failure);
    expect(result.stderr).toContain("Invoice or receipt #INV-404 not found");
    expect(result.files.size).toBe(0);
    expect(api().store.digest()).toBe(before);
  });

  it("a blank number is a usage error", async () => {
    expect((await cli(await ops(), [...postpay, "invoice", "  "])).code).toBe(ExitCodes.usage);
  });

  it("a PDF that cannot be fetched writes no file (exit 1)", async () => {
    const on = await signedIn(api(), OPS, undefined, {
      fetch: failing("billing.invoicePdf", new Error("socket hang up")),
    });
    const result = await cli(on, [...postpay, "invoice", OVERDUE, "--pdf", "x.pdf"]);
    expect(result.code).toBe(ExitCodes.failure);
    expect(result.stderr).toBe("waea: file downloading error\n");
    expect(result.files.size).toBe(0);
  });

  it("asks before replacing a file on a terminal; a no writes nothing", async () => {
    const prompter = fakePrompter([false]);
    const terminal = { stdin: true, stderr: true };
    const args = [...postpay, "invoice", OVERDUE, "--pdf", "old.pdf"];
    const result = await cli(await ops(), args, { existing: ["old.pdf"], terminal, prompter });
    expect(prompter.asked).toEqual(["Replace old.pdf?"]);
    expect(result.code).toBe(ExitCodes.failure);
    expect(result.files.size).toBe(0);
  });
});
