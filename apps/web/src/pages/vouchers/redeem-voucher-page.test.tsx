import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const open = async (path: string) => {
  const storage = await returningVisitor(api(), "prepay@waea.test");
  const app = await renderApp(api(), path, { storage });
  await screen.findByRole("heading", { level: 1 });
  return app;
};

const balance = () => {
  const product = productsOf(api(), accountOf(api(), "prepay@waea.test"))[0]?.UUID ?? "";
  return api().store.world.payments.prepay[product]?.MainBalCreditCents;
};

describe("vouchers and promo codes (PAY-05)", () => {
  it("PAY-05: a code of 12 digits, or with letters, is refused beside the field and nothing is sent", async () => {
    const app = await open("/profile/redeem-voucher");
    const field = await screen.findByLabelText("Voucher code");
    for (const bad of ["670000000001", "67000000000AB"]) {
      await app.user.clear(field);
      await app.user.type(field, bad);
      const before = app.requests.length;
      await app.user.click(screen.getByRole("button", { name: "Check voucher" }));
      expect(await screen.findByText("Please enter a valid voucher code")).toBeTruthy();
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(app.requests.slice(before)).toEqual([]);
    }
    await app.user.clear(field);
    await app.user.click(screen.getByRole("button", { name: "Check voucher" }));
    expect(await screen.findByText("No Voucher Code")).toBeTruthy();
  });

  it("PAY-05: prepay@ checks voucher 6700000000012 ($20), redeems it once, and is refused the second time", async () => {
    const app = await open("/profile/redeem-voucher");
    const before = balance() ?? 0;
    await app.user.type(await screen.findByLabelText("Voucher code"), "6700000000012");
    await app.user.click(screen.getByRole("button", { name: "Check voucher" }));
    expect(await screen.findByText("Voucher 6700000000012 gives you $20.00 credit.")).toBeTruthy();
    expect(balance()).toBe(before);
    await app.user.click(screen.getByRole("button", { name: "Redeem voucher" }));
    expect(
      await screen.findByText("Your voucher has been redeemed: $20.00 credit is on your balance."),
    ).toBeTruthy();
    expect(balance()).toBe(before + 2000);

    await app.user.type(screen.getByLabelText("Voucher code"), "6700000000012");
    await app.user.click(screen.getByRole("button", { name: "Check voucher" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This voucher has already been redeemed");
    expect(screen.queryByRole("button", { name: "Redeem voucher" })).toBeNull();
    expect(balance()).toBe(before + 2000);
  }, 30_000);

  it("PAY-05: a blank promo code is refused beside the field without a call; KIAORA applies once", async () => {
    const app = await open("/profile/redeem-promo-code");
    const before = app.requests.length;
    await app.user.click(await screen.findByRole("button", { name: "Apply promo code" }));
    expect(await screen.findByText("Please enter a promo code")).toBeTruthy();
    expect(app.requests.slice(before)).toEqual([]);
    await app.user.type(screen.getByLabelText("Promo code"), "kiaora");
    await app.user.click(screen.getByRole("button", { name: "Apply promo code" }));
    expect(await screen.findByText(/^Your promo code has been applied/)).toBeTruthy();
    await app.user.type(screen.getByLabelText("Promo code"), "KIAORA");
    await app.user.click(screen.getByRole("button", { name: "Apply promo code" }));
    // Applied once per account: the second time is the operator's refusal, in its own words.
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This promo code has already been applied to this account",
    );
  }, 30_000);
});
