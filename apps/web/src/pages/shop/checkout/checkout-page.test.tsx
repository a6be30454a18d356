import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal, type RenderedApp } from "../../../test/render-app";
import { returningVisitor } from "../../../test/returning-visitor";
import { firstShopPlan } from "../../../test/shop-plan";

const api = withPortal();

/** prepay@ (a valid card) puts an eSIM with the first plan in the cart and is on the checkout. */
const atCheckout = async (): Promise<RenderedApp> => {
  const plan = firstShopPlan(api());
  const storage = await returningVisitor(api(), "prepay@waea.test");
  const app = await renderApp(api(), `/sim-purchase/${plan.uuid}`, { storage });
  await app.user.click(await screen.findByRole("radio", { name: /^eSIM/ }));
  await app.user.click(screen.getByRole("button", { name: "Add to cart" }));
  await screen.findByRole("region", { name: "Delivery address" });
  return app;
};

const typeAddress = async (app: RenderedApp) => {
  await app.user.type(screen.getByRole("textbox", { name: "Street address" }), "45 Cuba Street");
  await app.user.type(screen.getByRole("textbox", { name: "Town or city" }), "Wellington");
  await app.user.type(screen.getByRole("textbox", { name: "Postcode" }), "6011");
};

const orders = () => Object.keys(api().store.world.checkout.orders).length;

describe("checkout (SHOP-05, SHOP-06)", () => {
  it("SHOP-05: prepay@ checks out by card after the summary and sees the thanks page with the order", async () => {
    const app = await atCheckout();
    await typeAddress(app);
    await app.user.click(screen.getByRole("button", { name: "Review order" }));
    const summary = await screen.findByRole("alertdialog", { name: "Check your order" });
    expect(within(summary).getByText("45 Cuba Street, Wellington 6011")).toBeTruthy();
    await app.user.click(within(summary).getByRole("button", { name: /^Pay \$/ }));
    const thanks = await screen.findByRole("heading", { level: 1, name: "Thank you for your order" });
    expect(thanks).toBeTruthy();
    expect(currentPath(app)).toBe("/thanks");
    expect(screen.getByRole("region", { name: /^Order ORD/ })).toBeTruthy();
  }, 40_000);

  it("SHOP-05: an address without street, city or postcode and a porting number with letters: the spec's messages, nothing sent", async () => {
    const app = await atCheckout();
    const before = orders();
    await app.user.click(screen.getByRole("checkbox", { name: "Keep my number from another provider" }));
    // the transfer details load on that choice (porting-details.tsx)
    await app.user.type(await screen.findByRole("textbox", { name: "Number to keep" }), "021 abc 4567");
    await app.user.click(screen.getByRole("button", { name: "Review order" }));
    expect(await screen.findByText("Street name is required")).toBeTruthy();
    expect(screen.getByText("City is required")).toBeTruthy();
    expect(screen.getByText("Postcode is required")).toBeTruthy();
    expect(screen.getByText("Enter a New Zealand mobile number")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(orders()).toBe(before);
  }, 40_000);

  it("SHOP-05: a declined card keeps the cart and the order, says what to do, and the same order is paid again", async () => {
    const app = await atCheckout();
    await typeAddress(app);
    // the card provider declines every payment (the simulation's failure rate, as the control door sets it)
    api().store.simulation.paymentFailureRate = 1;
    await app.user.click(screen.getByRole("button", { name: "Review order" }));
    const summary = await screen.findByRole("alertdialog", { name: "Check your order" });
    await app.user.click(within(summary).getByRole("button", { name: /^Pay \$/ }));
    const retry = await screen.findByRole("region", { name: /is waiting for payment$/ });
    expect(within(retry).getByRole("alert").textContent).toBe(
      "Your card payment could not be confirmed. Please try again.",
    );
    expect(screen.getByRole("list", { name: "Items in your cart" })).toBeTruthy();
    const placed = orders();
    api().store.simulation.paymentFailureRate = 0;
    await app.user.click(within(retry).getByRole("button", { name: "Pay again by card" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for your order" });
    expect(orders()).toBe(placed);
  }, 40_000);

  it("SHOP-06: the thanks page without a completed purchase goes home", async () => {
    const app = await renderApp(api(), "/thanks");
    await screen.findByRole("heading", { level: 1 });
    expect(currentPath(app)).toBe("/");
  }, 20_000);
});
