import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { Accounts, Products, VOUCHER } from "../../testing/memory-world";
import { cli, context, memoryOperator, parse, runOn } from "../../testing/harness";
import { run as check, voucherCheckCommand } from "./check";
import { run as redeem, voucherRedeemCommand } from "./redeem";

const balanceOf = (operator: ReturnType<typeof memoryOperator>) =>
  operator.world.payments.prepayOf(Accounts.healthy, Products.healthy)?.MainBalCreditCents;

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

describe("voucher check: run", () => {
  it("says how much a good voucher is worth and changes nothing", async () => {
    const operator = memoryOperator();
    const { data } = Either.getOrThrow(
      await runOn(operator, check, { code: VOUCHER.code, product: undefined }),
    );
    expect(data).toEqual({
      product: Products.healthy,
      code: VOUCHER.code,
      valid: true,
      creditCents: VOUCHER.cents,
    });
    expect(balanceOf(operator)).toBe(2550);
  });
  it("a code that is not 13 digits gets the spec's message and exit 2", async () => {
    const run = await cli(memoryOperator(), ["voucher", "check", "12345"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("Please enter a valid voucher code");
  });
  it("an unknown voucher is 'Redemption check Error'", async () => {
    const result = await runOn(memoryOperator(), check, { code: "9999999999999", product: undefined });
    expect(Either.flip(result).pipe(Either.getOrThrow).message.key).toBe("payments.redemption_check_error");
  });
  it("needs a prepay service", async () => {
    const ctx = context({ globals: { account: Accounts.overdue } });
    const result = await runOn(memoryOperator(), check, { code: VOUCHER.code, product: undefined }, ctx);
    expect(Either.flip(result).pipe(Either.getOrThrow).message.key).toBe("payments.no_prepay_product");
  });
});

describe("voucher redeem: run", () => {
  it("redeems with --yes and credits the balance", async () => {
    const operator = memoryOperator();
    const { data } = Either.getOrThrow(
      await runOn(operator, redeem, { code: VOUCHER.code, product: undefined, yes: true }),
    );
    expect(data.creditCents).toBe(VOUCHER.cents);
    expect(balanceOf(operator)).toBe(2550 + VOUCHER.cents);
  });
  it("a malformed code changes nothing and asks nothing", async () => {
    const operator = memoryOperator();
    const run = await cli(operator, ["voucher", "redeem", "40001234567890", "--yes"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(balanceOf(operator)).toBe(2550);
  });
  it("off a terminal without --yes: exit 2 and the voucher is left unused", async () => {
    const operator = memoryOperator();
    expect((await cli(operator, ["voucher", "redeem", VOUCHER.code])).code).toBe(ExitCodes.usage);
    expect(balanceOf(operator)).toBe(2550);
  });
});
