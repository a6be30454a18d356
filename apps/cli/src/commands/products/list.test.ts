import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { Accounts, Products } from "../../testing/memory-world";
import { context, memoryOperator, parse, runOn } from "../../testing/harness";
import { productsCommand, run } from "./list";

describe("products: parsing", () => {
  it("takes nothing", async () => {
    expect(await parse(productsCommand, [])).toEqual({});
  });
});

describe("products: run", () => {
  it("lists the account's services with their status class, type and porting phase", async () => {
    const ctx = context({ globals: { account: Accounts.overdue } });
    const { data } = Either.getOrThrow(await runOn(memoryOperator(), run, {}, ctx));
    expect(data.products).toEqual([
      expect.objectContaining({
        uuid: Products.overdue,
        accountType: "postpay",
        statusClass: "active",
        addons: 2,
        porting: "in_progress",
        primary: true,
      }),
    ]);
  });
  it("needs a chosen account: a usage error saying how to choose one", async () => {
    const result = await runOn(memoryOperator({}), run, {}, context({ tokenFromEnv: true }));
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "usage",
      message: { key: "cli.session.no_account" },
    });
  });
});
