import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount, demoProduct } from "../../testing/demo";
import {
  cli,
  context,
  fakePrompter,
  parse,
  parseGroup,
  runOn,
  signedIn,
  withFakeApi,
} from "../../testing/harness";
import { addonsGroup } from "./group";
import { autoRenewCommand, run as autoRenew } from "./auto-renew";
import { addonsCommand, run as list } from "./list";

const api = withFakeApi();
const prepay = () => signedIn(api(), OPS, demoAccount("prepay"));

/** prepay@'s add-ons as the operator keeps them. */
const addonsOf = (on: InProcessFakeApi) => on.store.world.core.products[demoProduct("prepay")]?.Addons ?? [];
const named = (name: string) => addonsOf(api()).find((a) => a.Name === name)?.UUID ?? "";

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

describe("addons: run (CLI-03, PLAN-06)", () => {
  it("lists the plan and add-ons of the primary service with whether auto renew may change", async () => {
    const result = Either.getOrThrow(await runOn(await prepay(), list, { product: undefined }));
    expect(result.data.product).toBe(demoProduct("prepay"));
    expect(result.data.addons.map((a) => [a.Name, a.IsBasePlan, a.AutoRenew, a.autoRenewAllowed])).toEqual([
      ["Kōrero 8GB", true, true, true],
      ["Data 5GB", false, false, true],
    ]);
  });
  it("prints them with their kind and price", async () => {
    const run = await cli(await prepay(), ["addons"]);
    expect(run.stdout).toMatch(/Kōrero 8GB +plan +\$30\.00/);
    expect(run.stdout).toMatch(/Data 5GB +add-on +\$15\.00/);
  });
  it("refuses a product that is not the account's", async () => {
    const result = await runOn(await prepay(), list, { product: demoProduct("postpay") });
    expect(Either.flip(result).pipe(Either.getOrThrow).message.key).toBe("checks.product_not_found");
  });
});

describe("addons auto-renew: run (PLAN-06, CLI-04)", () => {
  it("switches auto renew with --yes", async () => {
    const data = named("Data 5GB");
    const result = await runOn(await prepay(), autoRenew, {
      addon: data,
      autoRenew: true,
      product: undefined,
      yes: true,
    });
    expect(Either.getOrThrow(result).data).toEqual({
      product: demoProduct("prepay"),
      addon: data,
      autoRenew: true,
    });
    expect(addonsOf(api()).find((a) => a.UUID === data)?.AutoRenew).toBe(true);
  });

  it("asks on a terminal; a no changes nothing", async () => {
    const plan = named("Kōrero 8GB");
    const prompter = fakePrompter([false]);
    const result = await runOn(
      await prepay(),
      autoRenew,
      { addon: plan, autoRenew: false, product: undefined, yes: false },
      context({ interactive: true, prompter }),
    );
    expect(prompter.asked).toEqual(["Turn auto renew off for Kōrero 8GB?"]);
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "failure",
      message: { key: "cli.error.declined" },
    });
    expect(addonsOf(api()).find((a) => a.UUID === plan)?.AutoRenew).toBe(true);
  });

  it("off a terminal without --yes is a usage error naming --yes, and changes nothing", async () => {
    const on = await prepay();
    const before = api().store.digest();
    const run = await cli(on, ["addons", "auto-renew", named("Kōrero 8GB"), "off"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("add --yes");
    expect(api().store.digest()).toBe(before);
  });

  it("refuses where the domain does not allow auto renew, and unknown add-ons", async () => {
    // No seeded add-on forbids auto renew: the world is steered as the fake API's own plan tests do.
    const product = api().store.world.core.products[demoProduct("prepay")];
    if (product === undefined) throw new Error("prepay@ has no product");
    api().store.world.core.products[product.UUID] = {
      ...product,
      Addons: (product.Addons ?? []).map((addon) => ({ ...addon, AllowAutoRenew: "false" })),
    };
    api().store.changed();
    const on = await prepay();
    const options = { autoRenew: true, product: undefined, yes: true };
    const refused = await runOn(on, autoRenew, { ...options, addon: named("Data 5GB") });
    expect(Either.flip(refused).pipe(Either.getOrThrow).message.key).toBe("plans.auto_renew_not_allowed");
    const unknown = await runOn(on, autoRenew, { ...options, addon: "nope" });
    expect(Either.flip(unknown).pipe(Either.getOrThrow).message.key).toBe("cli.auto_renew.not_found");
    expect(addonsOf(api()).find((a) => a.Name === "Data 5GB")?.AutoRenew).toBe(false);
  });

  it("works on another account with --account", async () => {
    const postpay = api().store.world.core.products[demoProduct("postpay")]?.Addons?.[0]?.UUID ?? "";
    const ctx = context({ globals: { account: demoAccount("postpay") } });
    const result = await runOn(
      await prepay(),
      autoRenew,
      { addon: postpay, autoRenew: false, product: undefined, yes: true },
      ctx,
    );
    expect(Either.getOrThrow(result).data).toEqual({
      product: demoProduct("postpay"),
      addon: postpay,
      autoRenew: false,
    });
  });
});
