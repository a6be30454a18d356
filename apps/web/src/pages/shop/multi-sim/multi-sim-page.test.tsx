import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../../../test/render-app";
import { firstShopPlan } from "../../../test/shop-plan";

const api = withPortal();

describe("several SIMs in one order (SHOP-04)", () => {
  it("SHOP-04: three SIMs where the second lacks a plan are refused with 'SIM 2 plan is not specified', then go to the cart", async () => {
    const plan = firstShopPlan(api());
    const app = await renderApp(api(), "/sim-select-product");
    await screen.findByRole("group", { name: "SIM 1" });
    await app.user.click(screen.getByRole("button", { name: "Add another SIM" }));
    await app.user.click(screen.getByRole("button", { name: "Add another SIM" }));
    const sim = (n: number) => screen.getByRole("group", { name: `SIM ${n}` });
    // the companion group price of spec 03 §1: 3 people pay $35 each
    expect(screen.getByRole("region", { name: "Together as a companion group" }).textContent).toContain(
      "3 people in a companion group pay $35.00 each a month: $105.00 a month in all.",
    );
    const choosePlan = (n: number) =>
      app.user.click(
        within(screen.getByRole("group", { name: `Plan for SIM ${n}` })).getByRole("radio", {
          name: new RegExp(plan.name),
        }),
      );
    await choosePlan(1);
    await choosePlan(3);
    await app.user.click(within(sim(3)).getByRole("radio", { name: /^eSIM/ }));
    await app.user.click(within(sim(3)).getByRole("checkbox", { name: "This SIM is for someone else" }));
    await app.user.type(within(sim(3)).getByRole("textbox", { name: "Their name" }), "Mere");
    const carts = Object.keys(api().store.world.cart.carts).length;
    await app.user.click(screen.getByRole("button", { name: "Add 3 SIMs to cart" }));
    expect((await screen.findByRole("alert")).textContent).toBe("SIM 2 plan is not specified");
    expect(Object.keys(api().store.world.cart.carts)).toHaveLength(carts);

    await choosePlan(2);
    await app.user.click(screen.getByRole("button", { name: "Add 3 SIMs to cart" }));
    await screen.findByRole("list", { name: "Items in your cart" });
    expect(currentPath(app)).toBe("/checkout");
    const saved = Object.values(api().store.world.cart.carts).at(-1)?.Items ?? [];
    expect(saved.filter((item) => item.PhysicalType === "SIM")).toHaveLength(3);
    expect(saved.find((item) => item.VirtualType === "VT_ESIM")?.Attributes).toMatchObject({
      CustomerCreation: "BrandNewCustomer",
      RequestedForName: "Mere",
    });
  }, 40_000);

  it("SHOP-04: the companion group price shows from two SIMs: $45 each under 3 people, none for one SIM", async () => {
    const app = await renderApp(api(), "/sim-select-product");
    await screen.findByRole("group", { name: "SIM 1" });
    expect(screen.queryByRole("region", { name: "Together as a companion group" })).toBeNull();
    await app.user.click(screen.getByRole("button", { name: "Add another SIM" }));
    expect(screen.getByRole("region", { name: "Together as a companion group" }).textContent).toContain(
      "2 people in a companion group pay $45.00 each a month: $90.00 a month in all.",
    );
  }, 30_000);
});
