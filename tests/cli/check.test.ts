import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DemoAccounts, OPS } from "./accounts";
import {
  DEMO_PASSWORD,
  ExitCodes,
  json,
  login,
  resetCliWorld,
  startCliWorld,
  stopCliWorld,
  waea,
  type CliWorld,
} from "./harness";

interface Entry {
  readonly customerUUID: string;
  readonly findings?: ReadonlyArray<{ readonly code: string; readonly severity: string }>;
  readonly error?: string;
}
interface Report {
  readonly accounts: ReadonlyArray<Entry>;
  readonly summary: { readonly checked: number; readonly withProblems: number; readonly failed: number };
}

let world: CliWorld;
beforeAll(async () => {
  world = await startCliWorld();
});
afterAll(() => stopCliWorld(world));
beforeEach(async () => {
  await resetCliWorld(world);
  await login(world, OPS, DEMO_PASSWORD);
});

const codes = (report: Report, uuid: string) =>
  report.accounts.find((a) => a.customerUUID === uuid)?.findings?.map((f) => `${f.severity}:${f.code}`);

describe("account check against the demo world, signed in as ops@waea.test", () => {
  it("--all finds what each demo account is there to show, exit 3 (CLI-05)", async () => {
    const run = await waea(world, ["--json", "account", "check", "--all"]);
    expect(run.code).toBe(ExitCodes.problems);
    const report = json<Report>(run);
    expect(report.summary).toEqual({ checked: 20, withProblems: 11, failed: 0 });
    expect(codes(report, DemoAccounts.suspended)).toEqual(["error:suspended", "warning:overdue_invoices"]);
    expect(codes(report, DemoAccounts.unverified)).toEqual(["error:email_not_verified"]);
    expect(codes(report, DemoAccounts.nocard)).toEqual(["error:no_payment_method"]);
    expect(codes(report, DemoAccounts.noplan)).toEqual(["error:no_plan"]);
    expect(codes(report, DemoAccounts.postpay)).toEqual(["warning:overdue_invoices"]);
    expect(codes(report, DemoAccounts.porting)).toEqual(["info:porting_in_progress"]);
    expect(codes(report, DemoAccounts.payg)).toEqual([]);
    // prepay keeps a second, expired card beside its valid default (the cards page shows it): info, no problem.
    expect(codes(report, DemoAccounts.prepay)).toEqual(["info:card_expired"]);
  });

  it("accounts without problems exit 0; one with problems exits 3, in words on stdout", async () => {
    const clean = await waea(world, ["account", "check", DemoAccounts.payg]);
    expect(clean.code).toBe(ExitCodes.ok);
    expect(clean.stderr).toContain(`No findings for ${DemoAccounts.payg}.`);
    const prepay = await waea(world, ["--json", "account", "check", DemoAccounts.prepay]);
    expect(prepay.code).toBe(ExitCodes.ok);
    expect(json<Report>(prepay).summary).toEqual({ checked: 1, withProblems: 0, failed: 0 });
    const nocard = await waea(world, ["account", "check", DemoAccounts.nocard, DemoAccounts.noplan]);
    expect(nocard.code).toBe(ExitCodes.problems);
    expect(nocard.stdout).toContain("no_payment_method");
    expect(nocard.stdout).toContain("The account's mobile service has no plan or add-on.");
  });

  it("checks the chosen account by default", async () => {
    await waea(world, ["accounts", "use", DemoAccounts.unverified]);
    const run = await waea(world, ["--json", "account", "check"]);
    expect(run.code).toBe(ExitCodes.problems);
    expect(codes(json<Report>(run), DemoAccounts.unverified)).toEqual(["error:email_not_verified"]);
  });

  it("an account this login cannot see is reported and the others still checked (exit 1)", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const run = await waea(world, ["--json", "account", "check", DemoAccounts.payg, unknown]);
    expect(run.code).toBe(ExitCodes.failure);
    const report = json<Report>(run);
    expect(report.summary).toEqual({ checked: 1, withProblems: 0, failed: 1 });
    expect(report.accounts[1]).toMatchObject({ customerUUID: unknown, error: expect.any(String) });
  });

  it("refuses bad input before asking the operator anything (exit 2, naming it)", async () => {
    const malformed = await waea(world, ["account", "check", "not-a-uuid"]);
    expect(malformed.code).toBe(ExitCodes.usage);
    expect(malformed.stderr).toContain("account UUID format is invalid");
    const flag = await waea(world, ["account", "check", "--everything"]);
    expect(flag.code).toBe(ExitCodes.usage);
    expect(flag.stderr).toContain("unknown option '--everything'");
    const both = await waea(world, ["account", "check", "--all", DemoAccounts.payg]);
    expect(both.code).toBe(ExitCodes.usage);
  });
});
