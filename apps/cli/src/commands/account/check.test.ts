import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { OPS, UNKNOWN_ACCOUNT, demoAccount } from "../../testing/demo";
import { cli, context, json, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { recording } from "../../testing/transport";
import { DEFAULT_CONCURRENCY, accountCheckCommand, run, type AccountCheckData } from "./check";

const api = withFakeApi();
const ops = (account?: string) => signedIn(api(), OPS, account);

/** Eight accounts, more than the concurrency of the test. */
const SOME = ["prepay", "postpay", "payg", "suspended", "unverified", "nocard", "noplan", "porting"] as const;

const findingsOf = (data: AccountCheckData, uuid: string) => {
  const entry = data.accounts.find((a) => a.customerUUID === uuid);
  return entry !== undefined && "findings" in entry
    ? entry.findings.map((f) => `${f.severity}:${f.code}`)
    : entry;
};

describe("account check: parsing", () => {
  it("takes UUIDs, --all and --concurrency (default 8, 1 to 64)", async () => {
    expect(await parse(accountCheckCommand, [])).toEqual({
      uuids: [],
      all: false,
      concurrency: DEFAULT_CONCURRENCY,
    });
    expect(await parse(accountCheckCommand, ["a", "b", "--concurrency", "3"])).toEqual({
      uuids: ["a", "b"],
      all: false,
      concurrency: 3,
    });
    expect(await parse(accountCheckCommand, ["--all"])).toMatchObject({ all: true });
    for (const bad of ["0", "65", "1.5", "x", "-2"])
      await expect(parse(accountCheckCommand, ["--all", "--concurrency", bad])).rejects.toMatchObject({
        code: "commander.invalidArgument",
      });
  });
});

describe("account check: run (CLI-02)", () => {
  it("--all finds what each demo account is there to show, and exits 3", async () => {
    const { data, exitCode } = Either.getOrThrow(
      await runOn(await ops(), run, { uuids: [], all: true, concurrency: 4 }),
    );
    expect(data.summary).toEqual({ checked: 22, withProblems: 13, failed: 0 });
    expect(findingsOf(data, demoAccount("suspended"))).toEqual([
      "error:suspended",
      "warning:overdue_invoices",
    ]);
    expect(findingsOf(data, demoAccount("unverified"))).toEqual(["error:email_not_verified"]);
    expect(findingsOf(data, demoAccount("nocard"))).toEqual(["error:no_payment_method"]);
    expect(findingsOf(data, demoAccount("noplan"))).toEqual(["error:no_plan"]);
    expect(findingsOf(data, demoAccount("postpay"))).toEqual(["warning:overdue_invoices"]);
    expect(findingsOf(data, demoAccount("porting"))).toEqual(["info:porting_in_progress"]);
    expect(findingsOf(data, demoAccount("new"))).toEqual(["warning:product_not_activated"]);
    expect(findingsOf(data, demoAccount("payg"))).toEqual([]);
    // prepay keeps a second, expired card beside its valid default (the cards command shows it): info, no problem.
    expect(findingsOf(data, demoAccount("prepay"))).toEqual(["info:card_expired"]);
    expect(exitCode).toBe(ExitCodes.problems);
  });

  it("checks the chosen account by default; findings that are only info exit 0", async () => {
    const { data, exitCode } = Either.getOrThrow(
      await runOn(await ops(demoAccount("prepay")), run, { uuids: [], all: false, concurrency: 8 }),
    );
    expect(data.accounts.map((a) => a.customerUUID)).toEqual([demoAccount("prepay")]);
    expect(data.summary).toEqual({ checked: 1, withProblems: 0, failed: 0 });
    expect(exitCode).toBe(ExitCodes.ok);
  });

  it("gives each finding its English message", async () => {
    const { data } = Either.getOrThrow(
      await runOn(await ops(), run, { uuids: [demoAccount("postpay")], all: false, concurrency: 8 }),
    );
    const entry = data.accounts[0];
    expect(entry !== undefined && "findings" in entry && entry.findings[0]?.message).toBe(
      "Overdue invoices: 1; $141.49 is owed.",
    );
  });

  it("checks nothing when one UUID is malformed, or when both UUIDs and --all are given", async () => {
    const sent = recording();
    const on = await signedIn(api(), OPS, undefined, { fetch: sent.wrap });
    const bad = await runOn(on, run, { uuids: [demoAccount("payg"), "nope"], all: false, concurrency: 8 });
    expect(Either.flip(bad).pipe(Either.getOrThrow)).toMatchObject({ kind: "usage" });
    const both = await runOn(on, run, { uuids: [demoAccount("payg")], all: true, concurrency: 8 });
    expect(Either.flip(both).pipe(Either.getOrThrow).message.key).toBe("cli.check.all_and_uuids");
    expect(sent.sent).toEqual([]);
  });

  it("an account this login cannot see is reported, the others still checked, and exits 1", async () => {
    const run1 = await cli(await ops(), ["--json", "account", "check", UNKNOWN_ACCOUNT, demoAccount("payg")]);
    expect(run1.code).toBe(ExitCodes.failure);
    const data = json<AccountCheckData>(run1);
    expect(data.accounts[0]).toEqual({
      customerUUID: UNKNOWN_ACCOUNT,
      error: "You don't have access to this.",
    });
    expect(data.summary).toEqual({ checked: 1, withProblems: 0, failed: 1 });
  });

  it("runs at most --concurrency checks at once, and ticks progress once per account (CLI-05)", async () => {
    const customers = recording("customer.readCustomer");
    const on = await signedIn(api(), OPS, undefined, { fetch: customers.wrap });
    const ticks: number[] = [];
    const ctx = context({ progress: (total) => ({ tick: () => ticks.push(total), done: () => undefined }) });
    const uuids = SOME.map(demoAccount);
    await runOn(on, run, { uuids, all: false, concurrency: 3 }, ctx);
    expect(customers.peak()).toBe(3);
    expect(ticks).toEqual(uuids.map(() => uuids.length));
  });
});

describe("account check: through the CLI (CLI-02, CLI-04)", () => {
  it("prints each account's findings in words on stdout and the summary on stderr, exit 3", async () => {
    const on = await ops();
    const three = await cli(on, [
      "account",
      "check",
      ...(["suspended", "nocard", "noplan"] as const).map(demoAccount),
    ]);
    expect(three.code).toBe(ExitCodes.problems);
    expect(three.stdout).toMatch(/suspended +The account is suspended\./);
    expect(three.stdout).toContain("no_payment_method");
    expect(three.stdout).toContain("The account's mobile service has no plan or add-on.");
    expect(three.stderr).toContain("Checked 3 of 3 accounts: 3 with problems, 0 could not be checked.");
    const clean = await cli(on, ["account", "check", demoAccount("payg")]);
    expect(clean.code).toBe(ExitCodes.ok);
    expect(clean.stderr).toContain(`No findings for ${demoAccount("payg")}.`);
  });

  it("names each account by its number and name beside its UUID, and a port by its phone number", async () => {
    const uuid = demoAccount("porting");
    const { core } = api().store.world;
    const number = core.customers[uuid]?.AccountNumber ?? "";
    const msisdn = Object.values(core.products).find((p) => p.CustomerUUID === uuid)?.MSISDN ?? "";
    expect([number, msisdn]).not.toContain("");
    const on = await ops();
    const printed = await cli(on, ["account", "check", uuid]);
    expect(printed.code).toBe(ExitCodes.ok);
    expect(printed.stdout).toContain(`Account ${number}, Tui Martin (${uuid})`);
    expect(printed.stdout).toMatch(
      new RegExp(
        `porting_in_progress +Number porting for ${msisdn} is in progress \\(NETWORK_PROVISIONING\\)\\.`,
      ),
    );
    const maori = await cli(on, ["account", "check", uuid], { env: { lang: "mi-NZ" } });
    expect(maori.stdout).toContain(`Pūkete ${number}, Tui Martin (${uuid})`);
    const data = json<AccountCheckData>(await cli(on, ["--json", "account", "check", uuid]));
    expect(data.accounts[0]).toMatchObject({
      customerUUID: uuid,
      accountNumber: number,
      name: "Tui Martin",
      findings: [{ code: "porting_in_progress", params: { product: msisdn }, subject: expect.any(String) }],
    });
  });

  it("words the summary by the number of accounts, in English and in te reo Māori (WAEA_LANG)", async () => {
    const on = await ops();
    const one = ["account", "check", demoAccount("payg")];
    expect((await cli(on, one)).stderr).toContain(
      "Checked 1 of 1 account: 0 with problems, 0 could not be checked.",
    );
    const maori = { env: { lang: "mi-NZ" } };
    expect((await cli(on, one, maori)).stderr).toContain(
      "I arotakea te 1 o te pūkete 1: 0 he raruraru ōna, 0 kāore i taea te arotake.",
    );
    const two = ["account", "check", demoAccount("payg"), demoAccount("noplan")];
    expect((await cli(on, two, maori)).stderr).toContain(
      "I arotakea te 2 o ngā pūkete 2: 1 he raruraru ō rātou, 0 kāore i taea te arotake.",
    );
  });

  it("draws progress on stderr only when stderr is a terminal (CLI-05)", async () => {
    const on = await ops();
    const two = ["account", "check", demoAccount("payg"), demoAccount("prepay")];
    expect((await cli(on, two, { terminal: { stderr: true } })).stderr).toContain("Checking accounts 2/2");
    expect((await cli(on, two)).stderr).not.toContain("Checking accounts");
  });

  it("refuses bad input before asking the operator anything (exit 2, naming it)", async () => {
    const on = await ops();
    const malformed = await cli(on, ["account", "check", "not-a-uuid"]);
    expect(malformed.code).toBe(ExitCodes.usage);
    expect(malformed.stderr).toContain("account UUID format is invalid");
    const flag = await cli(on, ["account", "check", "--everything"]);
    expect(flag.code).toBe(ExitCodes.usage);
    expect(flag.stderr).toContain("unknown option '--everything'");
    expect((await cli(on, ["account", "check", "--all", demoAccount("payg")])).code).toBe(ExitCodes.usage);
  });
});
