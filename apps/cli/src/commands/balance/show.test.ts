import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount, demoProduct } from "../../testing/demo";
import { cli, context, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { balanceCommand, run } from "./show";

const api = withFakeApi();
const on = (account: string) => context({ globals: { account } });

describe("balance: parsing", () => {
  it("takes --product", async () => {
    expect(await parse(balanceCommand, [])).toEqual({ product: undefined });
    expect(await parse(balanceCommand, ["--product", "p-1"])).toEqual({ product: "p-1" });
  });
});

describe("balance: run (CLI-03, PAY-10)", () => {
  it("shows a prepay balance and when its credit expires, in words too", async () => {
    const ops = await signedIn(api(), OPS, demoAccount("prepay"));
    const { data } = Either.getOrThrow(await runOn(ops, run, { product: undefined }));
    expect(data).toEqual({
      kind: "prepay",
      product: demoProduct("prepay"),
      balanceCents: 2350,
      usableCents: 2350,
      expiresAt: "2027-06-09T10:00:00.000Z",
      expired: false,
    });
    expect((await cli(ops, ["balance"])).stdout).toMatch(/Balance +\$23\.50\n/);
  });

  it("shows a postpay balance with its billing cycles", async () => {
    const ops = await signedIn(api(), OPS);
    const { data } = Either.getOrThrow(
      await runOn(ops, run, { product: undefined }, on(demoAccount("postpay"))),
    );
    expect(data).toMatchObject({
      kind: "postpay",
      product: demoProduct("postpay"),
      balanceCents: 14149,
      currentCycle: { from: "2026-11-03T00:00:00.000Z", upto: "2026-12-03T00:00:00.000Z" },
    });
  });

  it("a service not yet activated has no balance to show, in the domain's words (exit 1)", async () => {
    const run1 = await cli(await signedIn(api(), OPS), ["--account", demoAccount("new"), "balance"]);
    expect(run1.code).toBe(ExitCodes.failure);
    expect(run1.stderr).toBe("waea: This is available once your account is activated.\n");
  });
});
