import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const referenceOf = (email: string) => productsOf(api(), accountOf(api(), email))[0]?.BillingReference;

describe("billing type transfer (PLAN-10)", () => {
  it("PLAN-10: postpay@ is refused with the amount owed until it is paid", async () => {
    const storage = await returningVisitor(api(), "postpay@waea.test");
    const app = await renderApp(api(), "/sim-transfer-product-type", { storage });
    expect(await screen.findByText("Your service is on Postpay.")).toBeTruthy();
    await app.user.click(screen.getByRole("radio", { name: "Prepay" }));
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please pay your outstanding amounts before changing your billing type",
    );
    expect(screen.getByText(/^You owe \$[\d,]+\.\d{2}\.$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay your bill" })).toBeTruthy();
    expect(referenceOf("postpay@waea.test")).toMatch(/^postpay:/);
  }, 30_000);

  it("PLAN-10: prepay@ confirms, then moves to pay as you go", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/sim-transfer-product-type", { storage });
    await app.user.click(await screen.findByRole("radio", { name: "Pay as you go" }));
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Move your service from Prepay to Pay as you go?");
    await app.user.click(within(dialog).getByRole("button", { name: "Change billing type" }));
    expect(await screen.findByText("Your service is now on Pay as you go.")).toBeTruthy();
    expect(referenceOf("prepay@waea.test")).toMatch(/^payg:/);
    expect(await screen.findByText("Your service is on Pay as you go.")).toBeTruthy();
  }, 30_000);
});
