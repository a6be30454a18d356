import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { Accounts, Products } from "../../testing/memory-world";
import { cli, context, fakePrompter, memoryOperator, parse, parseGroup, runOn } from "../../testing/harness";
import { addonsGroup } from "./group";
import { autoRenewCommand, run as autoRenew } from "./auto-renew";
import { addonsCommand, run as list } from "./list";

const plan = `${Products.healthy}-plan`;
const data = `${Products.healthy}-data`;
const autoRenewOf = (operator: ReturnType<typeof memoryOperator>, addon: string) =>
  operator.world.plans.mobile(Products.healthy)?.Addons.find((a) => a.UUID === addon)?.AutoRenew;

describe("addons: parsing", () => {
  it("addons takes --product; auto-renew takes an add-on, on|off and --yes", async () => {
    expect(await parse(addonsCommand, ["--product", "p"])).toEqual({ product: "p" });
    expect(await parse(autoRenewCommand, ["a-1", "off", "-y"])).toEqual({
      addon: "a-1",
      autoRenew: false,
      product: undefined,
      yes: true,
    });
    expect(await parse(autoRenewCommand, ["a-1", "ON"])).toMatchObject({ autoRenew: true, yes: false });
    await expect(parse(autoRenewCommand, ["a-1", "maybe"])).rejects.toMatchObject({
      code: "commander.invalidArgument",
    });
  });
  it("auto-renew takes the --product of addons, before or after it", async () => {
    const after = { addon: "a-1", autoRenew: true, product: "p-9", yes: true };
    expect(await parseGroup(addonsGroup, ["auto-renew", "a-1", "on", "--product", "p-9", "--yes"])).toEqual(
      after,
    );
    expect(await parseGroup(addonsGroup, ["--product", "p-9", "auto-renew", "a-1", "on", "-y"])).toEqual(
      after,
    );
    expect(await parseGroup(addonsGroup, ["--product", "p-9"])).toEqual({ product: "p-9" });
  });
});

describe("addons: run", () => {
  it("lists the plan and add-ons of the primary service with whether auto renew may change", async () => {
    const result = Either.getOrThrow(await runOn(memoryOperator(), list, { product: undefined }));
    expect(result.data.product).toBe(Products.healthy);
    expect(result.data.addons.map((a) => [a.UUID, a.AutoRenew, a.autoRenewAllowed])).toEqual([
      [plan, true, true],
      [data, false, false],
    ]);
  });
  it("refuses a product that is not the account's", async () => {
    const result = await runOn(memoryOperator(), list, { product: Products.overdue });
    expect(Either.flip(result).pipe(Either.getOrThrow).message.key).toBe("checks.product_not_found");
  });
});

describe("addons auto-renew: run", () => {
  it("switches auto renew with --yes", async () => {
    const operator = memoryOperator();
    const result = await runOn(operator, autoRenew, {
      addon: plan,
      autoRenew: false,
      product: undefined,
      yes: true,
    });
    expect(Either.getOrThrow(result).data).toEqual({
      product: Products.healthy,
      addon: plan,
      autoRenew: false,
    });
    expect(autoRenewOf(operator, plan)).toBe(false);
  });

  it("asks on a terminal; a no changes nothing", async () => {
    const operator = memoryOperator();
    const prompter = fakePrompter([false]);
    const result = await runOn(
      operator,
      autoRenew,
      { addon: plan, autoRenew: false, product: undefined, yes: false },
      context({ interactive: true, prompter }),
    );
    expect(prompter.asked).toEqual(["Turn auto renew off for Everyday 30?"]);
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "failure",
      message: { key: "cli.error.declined" },
    });
    expect(autoRenewOf(operator, plan)).toBe(true);
  });

  it("off a terminal without --yes is a usage error naming --yes, and changes nothing", async () => {
    const operator = memoryOperator();
    const run = await cli(operator, ["addons", "auto-renew", plan, "off"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("add --yes");
    expect(autoRenewOf(operator, plan)).toBe(true);
  });

  it("refuses where the domain does not allow auto renew, and unknown add-ons", async () => {
    const operator = memoryOperator();
    const refused = await runOn(operator, autoRenew, {
      addon: data,
      autoRenew: true,
      product: undefined,
      yes: true,
    });
    expect(Either.flip(refused).pipe(Either.getOrThrow).message.key).toBe("plans.auto_renew_not_allowed");
    const unknown = await runOn(operator, autoRenew, {
      addon: "nope",
      autoRenew: true,
      product: undefined,
      yes: true,
    });
    expect(Either.flip(unknown).pipe(Either.getOrThrow).message.key).toBe("cli.auto_renew.not_found");
    expect(autoRenewOf(operator, data)).toBe(false);
  });

  it("works on another account with --account", async () => {
    const ctx = context({ globals: { account: Accounts.overdue } });
    const result = await runOn(
      memoryOperator(),
      autoRenew,
      { addon: `${Products.overdue}-plan`, autoRenew: false, product: undefined, yes: true },
      ctx,
    );
    expect(Either.getOrThrow(result).data.product).toBe(Products.overdue);
  });
});
