import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { OPS, demoAccount, demoProduct } from "../../testing/demo";
import { context, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { productsCommand, run } from "./list";

const api = withFakeApi();

describe("products: parsing", () => {
  it("takes nothing", async () => {
    expect(await parse(productsCommand, [])).toEqual({});
  });
});

describe("products: run (CLI-03)", () => {
  it("lists the account's services with their status class, type and porting phase", async () => {
    const ops = await signedIn(api(), OPS);
    const products = async (key: "prepay" | "porting" | "new") =>
      Either.getOrThrow(await runOn(ops, run, {}, context({ globals: { account: demoAccount(key) } }))).data
        .products;
    expect(await products("prepay")).toEqual([
      expect.objectContaining({
        uuid: demoProduct("prepay"),
        accountType: "prepay",
        statusClass: "active",
        addons: 2,
        porting: "none",
        primary: true,
      }),
    ]);
    expect(await products("porting")).toMatchObject([{ porting: "in_progress" }]);
    expect(await products("new")).toMatchObject([
      { accountType: "not_activated", statusClass: "not_activated", billingReference: null },
    ]);
  });

  it("needs a chosen account: a usage error saying how to choose one", async () => {
    const result = await runOn(await signedIn(api(), OPS), run, {});
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "usage",
      message: { key: "cli.session.no_account" },
    });
  });
});
