import { act, screen, waitFor, within } from "@testing-library/react";
import { productionSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { accountOf } from "../../../test/demo-world";
import { currentPath, renderApp, withPortal } from "../../../test/render-app";
import { returningVisitor } from "../../../test/returning-visitor";
import { firstShopPlan } from "../../../test/shop-plan";

const api = withPortal();

describe("the pages in front of the checkout (SHOP-07)", () => {
  it("SHOP-07: checkout-landing shows a visitor's cart and the way to sign in and come back to the checkout", async () => {
    const plan = firstShopPlan(api());
    const app = await renderApp(api(), `/sim-purchase/${plan.uuid}`);
    await app.user.click(await screen.findByRole("button", { name: "Add to cart" }));
    await screen.findByRole("list", { name: "Items in your cart" });
    act(() => app.location.navigate("/checkout-landing"));
    await screen.findByRole("heading", { level: 1, name: "Your order" });
    const cart = await screen.findByRole("region", { name: "Your cart" });
    expect(within(cart).getByRole("list", { name: "Items in your cart" }).textContent).toContain(plan.name);
    // what is in the cart is shown, not changed here
    expect(within(cart).queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(within(cart).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/sign-in?redirect=%2Fcheckout",
    );
  }, 30_000);

  it("SHOP-07: checkout-landing is not-found in production", async () => {
    await renderApp(api(), "/checkout-landing", { settings: productionSettings });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  }, 20_000);

  it("SHOP-07: order-placement sends a visitor to sign-up, and shows a customer's empty cart with the way to a SIM", async () => {
    const visitor = await renderApp(api(), "/order-placement");
    await screen.findByRole("heading", { level: 1, name: /sign up|create/i });
    expect(currentPath(visitor).startsWith("/sign-up")).toBe(true);
    visitor.unmount();

    const storage = await returningVisitor(api(), "postpay@waea.test");
    await renderApp(api(), "/order-placement", { storage });
    await screen.findByRole("heading", { level: 1, name: "Place your order" });
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get a SIM" })).toBeTruthy();
  }, 30_000);

  it("SHOP-07: email-verify asks a visitor to sign in first and brings them back", async () => {
    await renderApp(api(), "/email-verify");
    await screen.findByRole("heading", { level: 1, name: "Verify your e-mail" });
    const first = screen.getByRole("region", { name: "Sign in first" });
    expect(within(first).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/sign-in?redirect=%2Femail-verify",
    );
  }, 20_000);

  it("SHOP-07: email-verify lets unverified@ confirm the e-mailed code and goes back to the checkout", async () => {
    const storage = await returningVisitor(api(), "unverified@waea.test");
    const app = await renderApp(api(), "/email-verify", { storage });
    await app.user.click(await screen.findByRole("button", { name: "Send verification e-mail" }));
    await screen.findByText("We have sent a verification e-mail to unverified@waea.test.");
    const ana = accountOf(api(), "unverified@waea.test");
    const secret = api().codes("unverified@waea.test").emailVerificationSecrets[ana] ?? "";
    await app.user.type(screen.getByLabelText("Verification code"), secret);
    await app.user.click(screen.getByRole("button", { name: "Confirm e-mail" }));
    await app.user.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(currentPath(app)).toBe("/checkout"));
  }, 30_000);
});
