import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { describe, expect, it } from "vitest";
import { StorageKeys, Unauthorized } from "@waea/domain/ports";
import { CustomerApi } from "@waea/domain/profile";
import { ExitCodes } from "../exit-codes";
import { Accounts } from "../testing/memory-world";
import { HOUR, NOW, cli, memoryOperator, servicesConfig, sessionEntries } from "../testing/harness";

const ESC = "\u001b[";

describe("waea --help", () => {
  it("lists every command and documents the exit codes", async () => {
    const run = await cli(memoryOperator(), ["--help"]);
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
    const run = await cli(memoryOperator(), ["account", "check", "--help"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toContain("--concurrency <n>");
    expect(run.stdout).toContain("--json");
  });

  it("answers `help <command>` with that command's help and exit 0", async () => {
    const run = await cli(memoryOperator(), ["help", "voucher"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toContain("redeem [options] <code>");
  });

  it("speaks Māori with WAEA_LANG=mi-NZ", async () => {
    const run = await cli(memoryOperator(), ["--help"], { env: { lang: "mi-NZ" } });
    expect(run.stdout).toContain("Ngā waehere putanga:");
  });
});

describe("usage errors exit 2 and change nothing", () => {
  it("an unknown command or flag, naming it", async () => {
    const unknown = await cli(memoryOperator(), ["invoicez"]);
    expect(unknown.code).toBe(ExitCodes.usage);
    expect(unknown.stderr).toMatch(/unknown command 'invoicez'/);
    const flag = await cli(memoryOperator(), ["invoices", "--colour"]);
    expect(flag.code).toBe(ExitCodes.usage);
    expect(flag.stderr).toMatch(/unknown option '--colour'/);
  });

  it("a bad value, saying which and what is expected", async () => {
    const run = await cli(memoryOperator(), ["invoices", "--page", "two"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain(
      "'--page <n>' argument 'two' is invalid. A whole number from 1 to 100000 is expected.",
    );
    const status = await cli(memoryOperator(), ["invoices", "--status", "LATE"]);
    expect(status.stderr).toContain("Allowed choices are OPEN, PAID, DUE, OVERDUE, VOID.");
  });

  it("is one JSON document on stdout with --json", async () => {
    const run = await cli(memoryOperator(), ["--json", "invoices", "--page", "0"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { kind: "usage", exitCode: 2 } });
  });

  it("a WAEA_API_URL or --api-url that is not an http URL", async () => {
    expect((await cli(memoryOperator(), ["rates"], { env: { apiUrl: "ftp://x" } })).code).toBe(
      ExitCodes.usage,
    );
    expect((await cli(memoryOperator(), ["--api-url", "nope", "rates"])).code).toBe(ExitCodes.usage);
  });

  it("no command at all", async () => {
    const run = await cli(memoryOperator(), []);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("Usage: waea");
  });
});

describe("signed out and expired sessions exit 4", () => {
  it("without a session", async () => {
    const run = await cli(memoryOperator({}), ["invoices"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain("You are not signed in. Sign in with: waea login");
  });

  it("with an expired session, which is then cleared", async () => {
    const operator = memoryOperator(sessionEntries(NOW - HOUR));
    const run = await cli(operator, ["cards"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain("Your session has expired. Please sign in again.");
    expect(operator.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("when the operator answers 401, which ends the stored session", async () => {
    const operator = memoryOperator();
    const ended = {
      ...operator,
      services: () =>
        Layer.merge(
          operator.services(servicesConfig()),
          Layer.succeed(CustomerApi, {
            ...operator.world.customers,
            customerUuids: () => Effect.fail(new Unauthorized({ call: "customer_uuids", message: "401" })),
          }),
        ),
    };
    const run = await cli(ended, ["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(operator.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("WAEA_TOKEN stands for the session", async () => {
    const run = await cli(memoryOperator({ [StorageKeys.currentCustomer]: Accounts.healthy }), ["cards"], {
      env: { token: "staff-token" },
    });
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toContain("4242");
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
    ["voucher", "check", "4000123456789"],
  ];

  it.each(reads)("prints exactly one JSON document and nothing else on stdout: %s", async (...args) => {
    const run = await cli(memoryOperator(), ["--json", ...args]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(() => JSON.parse(run.stdout)).not.toThrow();
    expect(run.stdout.trim().startsWith("{")).toBe(true);
    expect(run.stdout).not.toContain(ESC);
  });

  it("reports a failure as a JSON document too, with the message on stderr", async () => {
    const run = await cli(memoryOperator(), ["--json", "invoice", "INV-404"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(JSON.parse(run.stdout)).toEqual({
      error: { kind: "failure", message: "Invoice or receipt #INV-404 not found", exitCode: 1 },
    });
    expect(run.stderr).toContain("Invoice or receipt #INV-404 not found");
  });
});

describe("colour", () => {
  it("only on a terminal and never with NO_COLOR", async () => {
    const terminal = { stdout: true, stderr: true };
    expect((await cli(memoryOperator(), ["cards"], { terminal })).stdout).toContain(ESC);
    expect(
      (await cli(memoryOperator(), ["cards"], { terminal, env: { noColor: true } })).stdout,
    ).not.toContain(ESC);
    expect((await cli(memoryOperator(), ["cards"])).stdout).not.toContain(ESC);
  });
});
