import { describe, expect, it } from "vitest";
import { chooseSimType, restoreCart } from "@waea/domain/cart";
import { restoreSession } from "@waea/domain/session";
import { withFakeApi, visitor } from "../support/fake-api";
import { shopPlan } from "./shop-fixtures";

const api = withFakeApi();

describe("a visitor's cart across a reload (SHOP-03)", () => {
  it("SHOP-03: the start's silent login leaves an anonymous visitor's cart alone, so the reloaded page restores it", async () => {
    const shopper = visitor(api());
    const chosen = await shopper.run(chooseSimType({ simType: "e_sim", plan: shopPlan(api()) }));
    // the page loads again: the silent login first (nobody signed in), then the cart
    expect(await shopper.run(restoreSession)).toBeUndefined();
    const restored = await shopper.run(restoreCart());
    expect(restored.uuid).toBe(chosen.uuid);
    expect(Object.keys(restored.items).sort()).toEqual(Object.keys(chosen.items).sort());
  });
});
