import { productionSettings } from "@waea/domain/config";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf, customerOf, productsOf } from "../../test/demo-world";
import { renderApp, withPortal, type RenderedApp } from "../../test/render-app";

const api = withPortal();

/** The number of a demo login's first service as a person types it, and its prepay balance in cents. */
const numberOf = (email: string) =>
  `0${(productsOf(api(), accountOf(api(), email))[0]?.MSISDN ?? "").slice(2)}`;
const balanceOf = (email: string) => {
  const product = productsOf(api(), accountOf(api(), email))[0]?.UUID ?? "";
  return api().store.world.payments.prepay[product]?.MainBalCreditCents ?? 0;
};
const accountNumberOf = (email: string) => customerOf(api(), accountOf(api(), email)).AccountNumber ?? "";

const guestCalls = (app: RenderedApp, from: number) =>
  app.requests.slice(from).filter((request) => request.path.includes("/guest/"));

const typeInto = async (app: RenderedApp, label: string, text: string) => {
  const field = screen.getByLabelText(label);
  await app.user.clear(field);
  if (text !== "") await app.user.type(field, text);
};

describe("guest recharge and pay-bill (GST-01..03)", () => {
  it("GST-03: /recharge and /pay-bill are not-found with the production settings", async () => {
    for (const path of ["/recharge", "/pay-bill"]) {
      const app = await renderApp(api(), path, { settings: productionSettings });
      expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
      app.unmount();
    }
  });

  it("GST-01, GST-03: bad input is refused beside its field and nothing is sent", async () => {
    const app = await renderApp(api(), "/recharge");
    await screen.findByRole("heading", { level: 1, name: "Recharge a mobile" });
    const before = app.requests.length;
    await typeInto(app, "Mobile number", "09 555 1234");
    await typeInto(app, "Voucher code", "670000000001");
    await app.user.click(screen.getByRole("button", { name: "Recharge" }));
    expect(await screen.findByText("Mobile number format is invalid")).toBeTruthy();
    expect(screen.getByText("Please enter a valid voucher code")).toBeTruthy();
    expect(screen.getByText("Please confirm you are not a robot.")).toBeTruthy();
    await app.user.click(screen.getByRole("radio", { name: "Card" }));
    await typeInto(app, "Amount", "0.99");
    await typeInto(app, "Card number", "4242 4242 4242 4241");
    await typeInto(app, "Expiry date", "10/26");
    await app.user.click(screen.getByRole("button", { name: "Recharge" }));
    expect(await screen.findByText("Top-up amount must be larger than $0.99 NZD")).toBeTruthy();
    expect(screen.getByText("Card number format is invalid")).toBeTruthy();
    expect(screen.getByText(/This card has expired/)).toBeTruthy();
    expect(app.requests.slice(before)).toEqual([]);
  }, 30_000);

  it("GST-01: a guest recharges prepay@'s number with voucher 6700000000012 once; a number the operator does not know is 'Not a valid Mobile number'", async () => {
    const app = await renderApp(api(), "/recharge");
    await screen.findByRole("heading", { level: 1, name: "Recharge a mobile" });
    const before = balanceOf("prepay@waea.test");
    await typeInto(app, "Mobile number", "021 000 0001");
    await typeInto(app, "Voucher code", "6700000000012");
    await app.user.click(screen.getByRole("checkbox", { name: "I am not a robot" }));
    await app.user.click(screen.getByRole("button", { name: "Recharge" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not a valid Mobile number");

    const number = numberOf("prepay@waea.test");
    await typeInto(app, "Mobile number", number);
    const sent = app.requests.length;
    await app.user.click(screen.getByRole("button", { name: "Recharge" }));
    expect(await screen.findByText(/Voucher redeemed: \$20\.00 has been added to/)).toBeTruthy();
    expect(balanceOf("prepay@waea.test")).toBe(before + 2000);
    expect(guestCalls(app, sent).map((request) => request.path.replace(/^.*\/guest\//, ""))).toEqual([
      "validate",
      "redeem",
    ]);
  }, 30_000);

  it("GST-02: a guest pays postpay@'s bill by account number with a card typed on the page; an unknown invoice is 'Not a valid Invoice number'", async () => {
    const app = await renderApp(api(), "/pay-bill");
    await screen.findByRole("heading", { level: 1, name: "Pay a bill" });
    await typeInto(app, "Invoice or account number", "INV-404404");
    await typeInto(app, "Amount", "25");
    await typeInto(app, "Card number", "4242 4242 4242 4242");
    await typeInto(app, "Expiry date", "12/30");
    await typeInto(app, "Security code", "123");
    await app.user.click(screen.getByRole("checkbox", { name: "I am not a robot" }));
    await app.user.click(screen.getByRole("button", { name: "Pay bill" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not a valid Invoice number");

    await typeInto(app, "Invoice or account number", accountNumberOf("postpay@waea.test"));
    await app.user.click(screen.getByRole("button", { name: "Pay bill" }));
    expect(await screen.findByText("Payment successful.")).toBeTruthy();
    expect(screen.getByText(/\$25\.00 paid for/)).toBeTruthy();
  }, 30_000);
});
