import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { ExitCodes } from "../../exit-codes";
import { Accounts } from "../../testing/memory-world";
import { cli, memoryOperator, parse, runOn } from "../../testing/harness";
import { accountsListCommand, run as list } from "./list";
import { accountsUseCommand, run as use } from "./use";

describe("accounts: parsing", () => {
  it("list takes nothing; use takes one UUID", async () => {
    expect(await parse(accountsListCommand, [])).toEqual({});
    expect(await parse(accountsUseCommand, ["abc"])).toEqual({ uuid: "abc" });
    await expect(parse(accountsUseCommand, [])).rejects.toMatchObject({ code: "commander.missingArgument" });
  });
});

describe("accounts list: run", () => {
  it("lists every account the session sees, the chosen one marked", async () => {
    const { data } = Either.getOrThrow(await runOn(memoryOperator(), list, {}));
    expect(data.accounts.map((a) => a.uuid)).toEqual(Object.values(Accounts));
    expect(data.accounts.filter((a) => a.current).map((a) => a.uuid)).toEqual([Accounts.healthy]);
    expect(data.accounts.find((a) => a.uuid === Accounts.suspended)?.suspended).toBe(true);
  });
});

describe("accounts use: run", () => {
  it("chooses a visible account (any case) and forgets the product chosen for the old one", async () => {
    const operator = memoryOperator();
    await Either.getOrThrow(await runOn(operator, use, { uuid: ` ${Accounts.overdue.toUpperCase()} ` }));
    expect(operator.stored(StorageKeys.currentCustomer)).toBe(Accounts.overdue);
  });

  it("a malformed UUID is a usage error with the field's message, and the choice stays", async () => {
    const operator = memoryOperator();
    const run = await cli(operator, ["accounts", "use", "customer-1"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("account UUID format is invalid");
    expect(operator.stored(StorageKeys.currentCustomer)).toBe(Accounts.healthy);
  });

  it("an account the session cannot see is a failure, and the choice stays", async () => {
    const operator = memoryOperator();
    const other = "99999999-9999-4999-8999-999999999999";
    const run = await cli(operator, ["accounts", "use", other]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toContain(`Account ${other} is not one of the accounts this session can see.`);
    expect(operator.stored(StorageKeys.currentCustomer)).toBe(Accounts.healthy);
  });
});
