import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** The account page's "Payments and bills" card: the link names and where each goes. */
const paymentLinksOf = async (email: string) => {
  const storage = await returningVisitor(api(), email);
  await renderApp(api(), "/profile/account", { storage });
  const card = await screen.findByRole("region", { name: "Payments and bills" });
  return within(card)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
};

describe("the account page's payments and bills (PAY-01..10)", () => {
  it("PAY-02, PAY-05..08: prepay@ finds top-up, cards, bills and codes, and no pay bill or billing cycle", async () => {
    const links = await paymentLinksOf("prepay@waea.test");
    expect(links).toContainEqual(["Top up", "/profile/mobile/top-up"]);
    expect(links).toContainEqual(["Payment methods", "/profile/payment-methods"]);
    expect(links).toContainEqual(["Payment history", "/profile/payments-history"]);
    expect(links).toContainEqual(["Redeem a voucher", "/profile/redeem-voucher"]);
    expect(links.map(([name]) => name)).not.toContain("Pay bill");
    expect(links.map(([name]) => name)).not.toContain("Billing cycle");
  }, 30_000);

  it("PAY-04, PAY-06, PAY-09: postpay@ finds pay bill, invoices and its billing cycle, and no top-up", async () => {
    const links = await paymentLinksOf("postpay@waea.test");
    expect(links).toContainEqual(["Pay bill", "/profile/pay-bill"]);
    expect(links).toContainEqual(["Invoices", "/profile/invoices"]);
    expect(links).toContainEqual(["Billing cycle", "/profile/mobile/billing"]);
    expect(links.map(([name]) => name)).not.toContain("Top up");
    expect(links.map(([name]) => name)).not.toContain("Balance and bills");
  }, 30_000);
});
