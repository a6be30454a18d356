import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount } from "../../testing/demo";
import { cli, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { accountsListCommand, run as list } from "./list";
import { accountsUseCommand, run as use } from "./use";

const api = withFakeApi();

describe("accounts: parsing", () => {
  it("list takes nothing; use takes one UUID", async () => {
    expect(await parse(accountsListCommand, [])).toEqual({});
    expect(await parse(accountsUseCommand, ["abc"])).toEqual({ uuid: "abc" });
    await expect(parse(accountsUseCommand, [])).rejects.toMatchObject({ code: "commander.missingArgument" });
  });
});

describe("accounts list: run (CLI-01)", () => {
  it("lists every account the session sees, the chosen one marked, the suspended one flagged", async () => {
    const { data } = Either.getOrThrow(
      await runOn(await signedIn(api(), OPS, demoAccount("postpay")), list, {}),
    );
    expect(data.accounts).toHaveLength(22);
    // Names are stored with two spaces between first and last name; they are shown with one.
    expect(data.accounts[0]).toMatchObject({
      uuid: demoAccount("prepay"),
      name: "Aroha Ngata",
      email: "prepay@waea.test",
    });
    expect(data.accounts.filter((a) => a.current).map((a) => a.uuid)).toEqual([demoAccount("postpay")]);
    expect(data.accounts.filter((a) => a.suspended).map((a) => a.uuid)).toEqual([demoAccount("suspended")]);
  });

  it("prints each name with one space between first and last name (stored with two)", async () => {
    const printed = await cli(await signedIn(api(), OPS), ["accounts", "list"]);
    expect(printed.code).toBe(ExitCodes.ok);
    expect(printed.stdout).toMatch(new RegExp(`${demoAccount("prepay")} +Aroha Ngata +prepay@waea\\.test`));
    expect(printed.stdout).not.toContain("Aroha  Ngata");
  });

  it("a customer's login sees its own account only", async () => {
    const { data } = Either.getOrThrow(await runOn(await signedIn(api(), "prepay@waea.test"), list, {}));
    expect(data.accounts.map((a) => a.uuid)).toEqual([demoAccount("prepay")]);
  });
});

describe("accounts use: run (CLI-01)", () => {
  it("chooses a visible account (any case) and forgets the product chosen for the old one", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    await on.storage.set(StorageKeys.currentMobileProduct, "a-product-of-prepay").pipe(Effect.runPromise);
    Either.getOrThrow(await runOn(on, use, { uuid: ` ${demoAccount("postpay").toUpperCase()} ` }));
    expect(await on.stored(StorageKeys.currentCustomer)).toBe(demoAccount("postpay"));
    expect(await on.stored(StorageKeys.currentMobileProduct)).toBeUndefined();
  });

  it("a malformed UUID is a usage error with the field's message, and the choice stays", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const run = await cli(on, ["accounts", "use", "customer-1"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("account UUID format is invalid");
    expect(await on.stored(StorageKeys.currentCustomer)).toBe(demoAccount("prepay"));
  });

  it("an account the session cannot see is a failure, and the choice stays", async () => {
    const on = await signedIn(api(), "prepay@waea.test", demoAccount("prepay"));
    const run = await cli(on, ["accounts", "use", demoAccount("postpay")]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toContain(
      `Account ${demoAccount("postpay")} is not one of the accounts this session can see.`,
    );
    expect(await on.stored(StorageKeys.currentCustomer)).toBe(demoAccount("prepay"));
  });
});
