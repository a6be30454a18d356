import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { OPS, VOUCHERS, demoAccount, demoProduct } from "../../testing/demo";
import { cli, context, fakePrompter, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { run as check, voucherCheckCommand } from "./check";
import { run as redeem, voucherRedeemCommand } from "./redeem";

const api = withFakeApi();
const prepay = () => signedIn(api(), OPS, demoAccount("prepay"));
const { code, cents } = VOUCHERS.twenty;
/** prepay@'s main balance as the operator keeps it (2350 cents as seeded). */
const balance = () => api().store.world.payments.prepay[demoProduct("prepay")]?.MainBalCreditCents;

describe("voucher: parsing", () => {
  it("check takes a code and --product; redeem also --yes", async () => {
    expect(await parse(voucherCheckCommand, ["123"])).toEqual({ code: "123", product: undefined });
    expect(await parse(voucherRedeemCommand, ["123", "--yes"])).toEqual({
      code: "123",
      product: undefined,
      yes: true,
    });
    await expect(parse(voucherRedeemCommand, [])).rejects.toMatchObject({
      code: "commander.missingArgument",
    });
  });
});

describe("voucher check: run (PAY-05)", () => {
  it("says how much a good voucher is worth and changes nothing", async () => {
    const on = await prepay();
    const before = api().store.digest();
    const { data } = Either.getOrThrow(await runOn(on, check, { code, product: undefined }));
    expect(data).toEqual({ product: demoProduct("prepay"), code, valid: true, creditCents: cents });
    expect(api().store.digest()).toBe(before);
  });

  it("a code that is not 13 digits gets the spec's message and exit 2, before anything is sent", async () => {
    const on = await prepay();
    for (const bad of ["12345", "67000000000121", "67000000000ab"]) {
      const run = await cli(on, ["voucher", "check", bad]);
      expect(run.code, bad).toBe(ExitCodes.usage);
      expect(run.stderr).toContain("Please enter a valid voucher code");
    }
  });

  it("an unknown voucher is 'Redemption check Error', a used one 'This voucher has already been redeemed'", async () => {
    const on = await prepay();
    for (const [other, key] of [
      ["9999999999999", "payments.redemption_check_error"],
      [VOUCHERS.used.code, "payments.voucher_already_redeemed"],
    ] as const) {
      const result = await runOn(on, check, { code: other, product: undefined });
      expect(Either.flip(result).pipe(Either.getOrThrow).message.key, other).toBe(key);
    }
  });

  it("needs a prepay service", async () => {
    const ctx = context({ globals: { account: demoAccount("postpay") } });
    const result = await runOn(await prepay(), check, { code, product: undefined }, ctx);
    expect(Either.flip(result).pipe(Either.getOrThrow).message.key).toBe("payments.no_prepay_product");
  });
});

describe("voucher redeem: run (PAY-05, CLI-04)", () => {
  it("redeems once with --yes and credits the balance; a second time is refused (exit 1)", async () => {
    const on = await prepay();
    const { data } = Either.getOrThrow(await runOn(on, redeem, { code, product: undefined, yes: true }));
    expect(data).toEqual({ product: demoProduct("prepay"), code, creditCents: cents });
    expect(balance()).toBe(2350 + cents);
    const again = await cli(on, ["voucher", "redeem", code, "--yes"]);
    expect(again.code).toBe(ExitCodes.failure);
    expect(balance()).toBe(2350 + cents);
  });

  it("a malformed code changes nothing and asks nothing", async () => {
    const on = await prepay();
    const before = api().store.digest();
    const run = await cli(on, ["voucher", "redeem", "67000000000121", "--yes"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(api().store.digest()).toBe(before);
  });

  it("off a terminal without --yes: exit 2 naming --yes; on a terminal a no is exit 1; either way unused", async () => {
    const on = await prepay();
    const before = api().store.digest();
    const refused = await cli(on, ["voucher", "redeem", code]);
    expect(refused.code).toBe(ExitCodes.usage);
    expect(refused.stderr).toContain("add --yes");
    const prompter = fakePrompter([false]);
    const declined = await cli(on, ["voucher", "redeem", code], {
      terminal: { stdin: true, stderr: true },
      prompter,
    });
    expect(declined.code).toBe(ExitCodes.failure);
    expect(prompter.asked).toEqual([`Redeem voucher ${code} on ${demoProduct("prepay")}?`]);
    expect(api().store.digest()).toBe(before);
  });
});
