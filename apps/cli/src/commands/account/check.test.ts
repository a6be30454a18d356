import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { Accounts } from "../../testing/memory-world";
import { cli, context, memoryOperator, parse, runOn } from "../../testing/harness";
import { DEFAULT_CONCURRENCY, accountCheckCommand, run, type AccountCheckData } from "./check";

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

describe("account check: run", () => {
  it("finds the expected problem on each fixture and none on the healthy prepay account", async () => {
    const { data, exitCode } = Either.getOrThrow(
      await runOn(memoryOperator(), run, { uuids: [], all: true, concurrency: 2 }),
    );
    expect(findingsOf(data, Accounts.healthy)).toEqual([]);
    expect(findingsOf(data, Accounts.suspended)).toEqual(["error:suspended"]);
    expect(findingsOf(data, Accounts.unverified)).toEqual(["error:email_not_verified"]);
    expect(findingsOf(data, Accounts.nocard)).toEqual(["error:no_payment_method"]);
    expect(findingsOf(data, Accounts.noplan)).toEqual(["error:no_plan"]);
    expect(findingsOf(data, Accounts.overdue)).toEqual([
      "warning:overdue_invoices",
      "info:porting_in_progress",
    ]);
    expect(data.summary).toEqual({ checked: 6, withProblems: 5, failed: 0 });
    expect(exitCode).toBe(ExitCodes.problems);
  });

  it("checks the chosen account by default and exits 0 when it is healthy", async () => {
    const { data, exitCode } = Either.getOrThrow(
      await runOn(memoryOperator(), run, { uuids: [], all: false, concurrency: 8 }),
    );
    expect(data.accounts.map((a) => a.customerUUID)).toEqual([Accounts.healthy]);
    expect(exitCode).toBe(ExitCodes.ok);
  });

  it("gives each finding its English message", async () => {
    const { data } = Either.getOrThrow(
      await runOn(memoryOperator(), run, { uuids: [Accounts.overdue], all: false, concurrency: 8 }),
    );
    const entry = data.accounts[0];
    expect(entry !== undefined && "findings" in entry && entry.findings[0]?.message).toBe(
      "Overdue invoices: 1; $45.99 is owed.",
    );
  });

  it("checks nothing when one UUID is malformed, or when both UUIDs and --all are given", async () => {
    const bad = await runOn(memoryOperator(), run, {
      uuids: [Accounts.healthy, "nope"],
      all: false,
      concurrency: 8,
    });
    expect(Either.flip(bad).pipe(Either.getOrThrow)).toMatchObject({ kind: "usage" });
    const both = await runOn(memoryOperator(), run, { uuids: [Accounts.healthy], all: true, concurrency: 8 });
    expect(Either.flip(both).pipe(Either.getOrThrow).message.key).toBe("cli.check.all_and_uuids");
  });

  it("exits 1 when an account cannot be checked at all, and still reports the others", async () => {
    const unknown = "99999999-9999-4999-8999-999999999999";
    const { data, exitCode } = Either.getOrThrow(
      await runOn(memoryOperator(), run, { uuids: [unknown, Accounts.healthy], all: false, concurrency: 8 }),
    );
    expect(data.accounts[0]).toEqual({ customerUUID: unknown, error: "Object not found" });
    expect(data.summary).toEqual({ checked: 1, withProblems: 0, failed: 1 });
    expect(exitCode).toBe(ExitCodes.failure);
  });

  it("runs at most --concurrency checks at once, and ticks progress once per account (CLI-05)", async () => {
    const operator = memoryOperator();
    let active = 0;
    let peak = 0;
    const readCustomer = operator.world.customers.readCustomer;
    Object.assign(operator.world.customers, {
      readCustomer: (uuid: string) =>
        Effect.gen(function* () {
          active += 1;
          peak = Math.max(peak, active);
          yield* Effect.yieldNow();
          yield* Effect.yieldNow();
          active -= 1;
          return yield* readCustomer(uuid);
        }),
    });
    const ticks: number[] = [];
    const ctx = context({ progress: (total) => ({ tick: () => ticks.push(total), done: () => undefined }) });
    await runOn(operator, run, { uuids: [], all: true, concurrency: 3 }, ctx);
    expect(peak).toBe(3);
    expect(ticks).toEqual([6, 6, 6, 6, 6, 6]);
  });

  it("prints per-account findings and the summary, and exits 3 through the CLI", async () => {
    const result = await cli(memoryOperator(), ["account", "check", "--all"]);
    expect(result.code).toBe(ExitCodes.problems);
    expect(result.stdout).toContain("suspended  The account is suspended.");
    expect(result.stderr).toContain("Checked 6 of 6 accounts: 5 with problems, 0 could not be checked.");
  });

  it("words the summary by the number of accounts, in English and in te reo Māori (WAEA_LANG)", async () => {
    const one = ["account", "check", Accounts.healthy];
    expect((await cli(memoryOperator(), one)).stderr).toContain(
      "Checked 1 of 1 account: 0 with problems, 0 could not be checked.",
    );
    const maori = { env: { lang: "mi-NZ" } };
    expect((await cli(memoryOperator(), one, maori)).stderr).toContain(
      "I arotakea te 1 o te pūkete 1: 0 he raruraru ōna, 0 kāore i taea te arotake.",
    );
    expect((await cli(memoryOperator(), ["account", "check", "--all"], maori)).stderr).toContain(
      "I arotakea te 6 o ngā pūkete 6: 5 he raruraru ō rātou, 0 kāore i taea te arotake.",
    );
  });

  it("draws progress on stderr only when stderr is a terminal", async () => {
    const onTerminal = await cli(memoryOperator(), ["account", "check", "--all"], {
      terminal: { stderr: true },
    });
    expect(onTerminal.stderr).toContain("Checking accounts 6/6");
    const piped = await cli(memoryOperator(), ["account", "check", "--all"]);
    expect(piped.stderr).not.toContain("Checking accounts");
  });
});
