import { describe, expect, it } from "vitest";
import { ExitCodes } from "../exit-codes";
import { OPS, VOUCHERS, demoAccount } from "../testing/demo";
import { cli, operator, signedIn, withFakeApi } from "../testing/harness";
import { recording } from "../testing/transport";

const api = withFakeApi();
const nobody = () => operator(api());

const ESC = "\u001b[";

/** Help text with its wrapping undone. */
const oneLine = (output: string): string => output.replace(/\s+/g, " ");

describe("waea --help (CLI-04)", () => {
  it("lists every command and documents the exit codes", async () => {
    const run = await cli(nobody(), ["--help"]);
    expect(run.code).toBe(ExitCodes.ok);
    for (const name of ["login", "accounts", "account", "invoices", "sim", "voucher", "rates"])
      expect(run.stdout).toContain(name);
    expect(run.stdout).toContain("Exit codes:");
    for (const line of [
      "0  success",
      "1  failure",
      "2  usage error",
      "3  an account check found problems",
      "4  not signed in",
    ])
      expect(run.stdout).toContain(line);
  });

  it("shows a command's own help with the global options", async () => {
    const run = await cli(nobody(), ["account", "check", "--help"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toContain("--concurrency <n>");
    expect(run.stdout).toContain("--json");
  });

  it("answers `help <command>` with that command's help and exit 0", async () => {
    const run = await cli(nobody(), ["help", "voucher"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toContain("redeem [options] <code>");
  });

  it("speaks Māori with WAEA_LANG=mi-NZ, commander's headings and notes too", async () => {
    const run = await cli(nobody(), ["--help"], { env: { lang: "mi-NZ" } });
    expect(run.stdout).toContain("Ngā waehere putanga:");
    expect(run.stdout).toMatch(/^Whakamahinga: waea /);
    expect(run.stdout).toMatch(/^Ngā kōwhiringa:$/m);
    expect(run.stdout).toMatch(/^Ngā tohutono:$/m);
    for (const english of ["Usage:", "Options:", "Commands:"]) expect(run.stdout).not.toContain(english);
    const invoices = await cli(nobody(), ["invoices", "--help"], { env: { lang: "mi-NZ" } });
    expect(invoices.stdout).toMatch(/^Ngā kōwhiringa whānui:$/m);
    expect(oneLine(invoices.stdout)).toContain(
      '(ngā uara e taea ana: "OPEN", "PAID", "DUE", "OVERDUE", "VOID")',
    );
    expect(invoices.stdout).toContain("(taunoa: 1)");
    const check = await cli(nobody(), ["account", "check", "--help"], { env: { lang: "mi-NZ" } });
    expect(check.stdout).toMatch(/^Ngā tohenga:$/m);
    for (const english of ["Usage:", "Arguments:", "Global Options:", "default:", "choices:"])
      expect(invoices.stdout + check.stdout).not.toContain(english);
  });

  it("keeps commander's English headings and notes in English", async () => {
    const run = await cli(nobody(), ["invoices", "--help"]);
    expect(run.stdout).toMatch(/^Usage: waea invoices \[options\]$/m);
    for (const heading of ["Options:", "Global Options:"])
      expect(run.stdout).toMatch(new RegExp(`^${heading}$`, "m"));
    expect(oneLine(run.stdout)).toContain('(choices: "OPEN", "PAID", "DUE", "OVERDUE", "VOID")');
    expect(run.stdout).toContain("(default: 1)");
    expect((await cli(nobody(), ["--help"])).stdout).toMatch(/^Commands:$/m);
  });
});

describe("--json is exact in every language (CLI-04)", () => {
  it("WAEA_LANG=mi-NZ prints the same documents as English", async () => {
    const on = await signedIn(api(), OPS, demoAccount("postpay"));
    for (const args of [
      ["--json", "accounts", "list"],
      ["--json", "invoices", "--page", "2"],
      ["--json", "products"],
    ]) {
      const english = await cli(on, args);
      const maori = await cli(on, args, { env: { lang: "mi-NZ" } });
      expect(english.code, args.join(" ")).toBe(ExitCodes.ok);
      expect(maori.stdout, args.join(" ")).toBe(english.stdout);
      expect(() => JSON.parse(maori.stdout) as unknown).not.toThrow();
    }
  });
});

describe("usage errors exit 2 and change nothing (CLI-04)", () => {
  it("an unknown command or flag, naming it", async () => {
    const unknown = await cli(nobody(), ["invoicez"]);
    expect(unknown.code).toBe(ExitCodes.usage);
    expect(unknown.stderr).toMatch(/unknown command 'invoicez'/);
    const flag = await cli(nobody(), ["invoices", "--colour"]);
    expect(flag.code).toBe(ExitCodes.usage);
    expect(flag.stderr).toMatch(/unknown option '--colour'/);
  });

  it("a bad value, saying which and what is expected", async () => {
    const run = await cli(nobody(), ["invoices", "--page", "two"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain(
      "'--page <n>' argument 'two' is invalid. A whole number from 1 to 100000 is expected.",
    );
    const status = await cli(nobody(), ["invoices", "--status", "LATE"]);
    expect(status.stderr).toContain("Allowed choices are OPEN, PAID, DUE, OVERDUE, VOID.");
  });

  it("is one JSON document on stdout with --json", async () => {
    const run = await cli(nobody(), ["--json", "invoices", "--page", "0"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { kind: "usage", exitCode: 2 } });
  });

  it("a WAEA_API_URL or --api-url that is not an http URL", async () => {
    expect((await cli(nobody(), ["rates"], { env: { apiUrl: "ftp://x" } })).code).toBe(ExitCodes.usage);
    expect((await cli(nobody(), ["--api-url", "nope", "rates"])).code).toBe(ExitCodes.usage);
  });

  it("no command at all", async () => {
    const run = await cli(nobody(), []);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("Usage: waea");
  });
});

describe("signed out exits 4 (CLI-04)", () => {
  it("without a session, asking the operator nothing", async () => {
    const sent = recording();
    const run = await cli(operator(api(), { fetch: sent.wrap }), ["invoices"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain("You are not signed in. Sign in with: waea login");
    expect(sent.sent).toEqual([]);
  });
});

describe("--json", () => {
  const reads = [
    ["whoami"],
    ["accounts", "list"],
    ["account", "check"],
    ["products"],
    ["plans"],
    ["addons"],
    ["balance"],
    ["usage", "--group", "month"],
    ["invoices", "--status", "OPEN"],
    ["payments"],
    ["cards"],
    ["sim", "settings"],
    ["porting", "status"],
    ["rates"],
    ["voucher", "check", VOUCHERS.twenty.code],
  ];

  it.each(reads)(
    "prints exactly one JSON document and nothing else on stdout (CLI-04): %s",
    async (...args) => {
      const run = await cli(await signedIn(api(), OPS, demoAccount("prepay")), ["--json", ...args]);
      expect(run.code).toBe(ExitCodes.ok);
      expect(() => JSON.parse(run.stdout)).not.toThrow();
      expect(run.stdout.trim().startsWith("{")).toBe(true);
      expect(run.stdout).not.toContain(ESC);
    },
  );

  it("reports a failure as a JSON document too, with the message on stderr (CLI-04)", async () => {
    const run = await cli(await signedIn(api(), OPS, demoAccount("postpay")), [
      "--json",
      "invoice",
      "INV-404",
    ]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        kind: "failure",
        message: "Invoice or receipt #INV-404 not found",
        exitCode: 1,
        domainError: {
          _tag: "BillingError",
          message: { key: "billing.document_not_found", params: { number: "INV-404" } },
        },
      },
    });
    expect(run.stderr).toContain("Invoice or receipt #INV-404 not found");
  });
});

describe("colour", () => {
  it("only on a terminal and never with NO_COLOR", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const terminal = { stdout: true, stderr: true };
    expect((await cli(on, ["cards"], { terminal })).stdout).toContain(ESC);
    expect((await cli(on, ["cards"], { terminal, env: { noColor: true } })).stdout).not.toContain(ESC);
    expect((await cli(on, ["cards"])).stdout).not.toContain(ESC);
  });
});
