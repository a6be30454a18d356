import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "@waea/domain/calendar";
import { Accounts, Products } from "../../testing/memory-world";
import { NOW, context, memoryOperator, parse, runOn } from "../../testing/harness";
import { balanceCommand, run } from "./show";

describe("balance: parsing", () => {
  it("takes --product", async () => {
    expect(await parse(balanceCommand, [])).toEqual({ product: undefined });
    expect(await parse(balanceCommand, ["--product", "p-1"])).toEqual({ product: "p-1" });
  });
});

describe("balance: run", () => {
  it("shows a prepay balance and when its credit expires", async () => {
    const { data } = Either.getOrThrow(await runOn(memoryOperator(), run, { product: undefined }));
    expect(data).toEqual({
      kind: "prepay",
      product: Products.healthy,
      balanceCents: 2550,
      usableCents: 2550,
      expiresAt: new Date(NOW + 200 * DAY_MILLIS).toISOString(),
      expired: false,
    });
  });
  it("shows a postpay balance", async () => {
    const ctx = context({ globals: { account: Accounts.overdue } });
    const { data } = Either.getOrThrow(await runOn(memoryOperator(), run, { product: undefined }, ctx));
    expect(data).toMatchObject({ kind: "postpay", product: Products.overdue, balanceCents: 4599 });
  });
});
