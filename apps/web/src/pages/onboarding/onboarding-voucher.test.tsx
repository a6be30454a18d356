import { screen, within } from "@testing-library/react";
import { DEMO_VOUCHERS } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { accountOf, productsOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

/** new@waea.test at /onboarding, through the welcome and the plan screens to the voucher screen. */
const atVoucherStep = async () => {
  const app = await renderApp(api(), "/onboarding", {
    storage: await returningVisitor(api(), "new@waea.test"),
  });
  await app.user.click(await screen.findByRole("button", { name: "Get started" }));
  await app.user.click(await screen.findByRole("radio", { name: "Prepay" }));
  const plans = await screen.findByRole("list", { name: "Prepay plans" });
  const [choose] = await within(plans).findAllByRole("button", { name: /^Choose / });
  if (choose === undefined) throw new Error("no prepay plan is offered");
  await app.user.click(choose);
  expect(await screen.findByRole("heading", { name: "Redeem a voucher" })).toBeTruthy();
  return app;
};

const redeem = async (app: Awaited<ReturnType<typeof atVoucherStep>>, code: string) => {
  await app.user.type(screen.getByLabelText("Voucher code (13 digits)"), code);
  await app.user.click(screen.getByRole("button", { name: "Redeem voucher" }));
};

describe("the onboarding voucher screen (ONB-08, ONB-03 voucher_redeem_activation)", () => {
  it("a valid voucher pays for new@'s first bundle and activates the service, without a card", async () => {
    const app = await atVoucherStep();
    await redeem(app, DEMO_VOUCHERS.redeemable[1].code);
    expect(await screen.findByRole("heading", { name: "Get our app" }, { timeout: 10_000 })).toBeTruthy();
    const [product] = productsOf(api(), accountOf(api(), "new@waea.test"));
    expect(product).toMatchObject({ Status: 4, BillingReference: expect.stringMatching(/^prepay:/) });
    expect(screen.queryByText("Redemption check Error")).toBeNull();
  });

  it("a used voucher says it has already been redeemed, beside the code", async () => {
    const app = await atVoucherStep();
    await redeem(app, DEMO_VOUCHERS.used.code);
    expect(await screen.findByText("This voucher has already been redeemed")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Redeem a voucher" })).toBeTruthy();
  });
});
