import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../../../test/render-app";
import { firstShopPlan } from "../../../test/shop-plan";

const api = withPortal();

describe("sim-purchase (SHOP-07, SHOP-02)", () => {
  it("SHOP-02: a visitor puts an eSIM with the plan the route names in the cart and goes on to the checkout", async () => {
    const plan = firstShopPlan(api());
    const app = await renderApp(api(), `/sim-purchase/${plan.uuid}`);
    const plans = await screen.findByRole("group", { name: "Which plan?" });
    expect(
      (within(plans).getByRole("radio", { name: new RegExp(plan.name) }) as HTMLInputElement).checked,
    ).toBe(true);
    await app.user.click(screen.getByRole("radio", { name: /^eSIM/ }));
    await app.user.click(screen.getByRole("button", { name: "Add to cart" }));
    const cart = await screen.findByRole("list", { name: "Items in your cart" });
    expect(currentPath(app)).toBe("/checkout");
    const lines = within(cart)
      .getAllByRole("listitem")
      .map((line) => line.textContent);
    expect(lines).toEqual([expect.stringMatching(/^eSIMeSIM\$0\.00/), expect.stringContaining(plan.name)]);
    expect(screen.getByRole("region", { name: "Sign in to check out" })).toBeTruthy();
    const saved = Object.values(api().store.world.cart.carts).flatMap((stored) => stored.Items);
    expect(saved.some((item) => item.VirtualType === "VT_ESIM")).toBe(true);
  }, 30_000);

  it("SHOP-02: without a plan it says 'Plan not specified' and saves nothing", async () => {
    const app = await renderApp(api(), "/sim-purchase");
    await screen.findByRole("group", { name: "Which plan?" });
    const carts = Object.keys(api().store.world.cart.carts).length;
    await app.user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Plan not specified");
    expect(Object.keys(api().store.world.cart.carts)).toHaveLength(carts);
    expect(currentPath(app)).toBe("/sim-purchase");
  }, 30_000);
});
