import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../../../test/render-app";
import { returningVisitor } from "../../../test/returning-visitor";
import { firstShopPlan } from "../../../test/shop-plan";

const api = withPortal();

describe("the eSIM order on my orders (SHOP-06)", () => {
  it("SHOP-06: the order goes from preparing to ready, then shows the activation code as a QR code", async () => {
    const plan = firstShopPlan(api());
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), `/sim-purchase/${plan.uuid}`, { storage });
    await app.user.click(await screen.findByRole("radio", { name: /^eSIM/ }));
    await app.user.click(screen.getByRole("button", { name: "Add to cart" }));
    await app.user.type(await screen.findByRole("textbox", { name: "Street address" }), "45 Cuba Street");
    await app.user.type(screen.getByRole("textbox", { name: "Town or city" }), "Wellington");
    await app.user.type(screen.getByRole("textbox", { name: "Postcode" }), "6011");
    await app.user.click(screen.getByRole("button", { name: "Review order" }));
    const summary = await screen.findByRole("alertdialog", { name: "Check your order" });
    await app.user.click(within(summary).getByRole("button", { name: /^Pay \$/ }));
    const order = await screen.findByRole("region", { name: /^Order ORD/ });
    const number = /ORD\d+/.exec(within(order).getByRole("heading").textContent)?.[0] ?? "";

    await app.user.click(screen.getByRole("link", { name: "See your orders" }));
    const heading = await screen.findByRole("heading", { name: `Order ${number}` });
    const card = heading.closest("li") ?? heading;
    expect(currentPath(app)).toBe("/profile/order-history");
    await app.user.click(within(card).getByRole("button", { name: "Show items" }));
    expect(await within(card).findByText("Your eSIM is being prepared")).toBeTruthy();
    expect(within(card).queryByRole("img")).toBeNull();

    // the operator prepares an eSIM in 30 s after the payment: the world's clock moves on
    api().store.clock.advance(31_000);
    await app.user.click(within(card).getByRole("button", { name: "Check again" }));
    const qr = await within(card).findByRole("img", { name: /^QR code of eSIM 1/ });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M4 4h1v1h-1z/);
    expect(within(card).getByText("Your eSIM is ready to install")).toBeTruthy();
    expect(within(card).getByText(/^LPA:1\$smdp\.waea\.test\$/)).toBeTruthy();
  }, 60_000);
});
