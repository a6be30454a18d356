import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { messagesOf } from "./support/fields";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The demo vouchers (docs/api.md): $10.00 redeemable once, and one prepay@waea.test has already redeemed. */
const VALID_VOUCHER = "6700000000029";
const USED_VOUCHER = "6700000000036";
const VOUCHER_FIELD = "Voucher code (13 digits)";

/** new@waea.test signed in at /onboarding, through the welcome screen and a prepay plan to the voucher screen. */
const toVoucherStep = async (page: Page) => {
  await openSignedIn(page, "new@waea.test", "/onboarding");
  const step = page.locator(".onboarding-flow > h2");
  await expect(step).toHaveText("Welcome");
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(step).toHaveText("Choose your plan");
  await page.getByRole("radio", { name: "Prepay" }).check();
  const plans = page.getByRole("list", { name: "Prepay plans" });
  await plans
    .getByRole("button", { name: /^Choose / })
    .first()
    .click();
  // axe checked this screen in activation.spec.ts's journey; the used voucher's test checks it with its message.
  await expect(step).toHaveText("Redeem a voucher");
  return step;
};

/**
 * One walk to the voucher screen for both answers (two tests each signed new@ in and walked there before): the used
 * voucher is refused in place, then a valid one on the same screen pays and activates.
 */
test("a used voucher says 'This voucher has already been redeemed' and stays on the voucher screen; a valid voucher then pays for new@'s first bundle and activates the service (ONB-08, ONB-03 voucher_redeem_activation)", async ({
  page,
  request,
}) => {
  // A payment delay above 0 keeps the activation's 10-30 s on the fake API's clock, until the test moves it on.
  await request.post("/api/__control/payments", { data: { DelayMillis: 1, FailureRate: 0 } });
  const step = await toVoucherStep(page);
  await page.getByLabel(VOUCHER_FIELD).fill(USED_VOUCHER);
  await page.getByRole("button", { name: "Redeem voucher" }).click();
  await expect(messagesOf(page, VOUCHER_FIELD)).toHaveText(["This voucher has already been redeemed"]);
  await expect(step).toHaveText("Redeem a voucher");
  // The stepper shows everyone where they are, not only screen readers (#13): "Step n of m" and the current step.
  const steps = page.getByRole("navigation", { name: "Onboarding steps" });
  await expect(steps.getByText(/^Step \d+ of \d+/)).toBeVisible();
  await expect(steps.locator("[aria-current=step]")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(VOUCHER_FIELD).fill(VALID_VOUCHER);
  await page.getByRole("button", { name: "Redeem voucher" }).click();

  // Paid by the voucher: no billing method, no card authorisation, straight to the activation.
  await expect(step).toHaveText("Activating your service");
  await expect(page.getByText("Redemption check Error")).toHaveCount(0);
  await request.post("/api/__control/clock", { data: { AdvanceMillis: 60_000 } });
  await expect(step).toHaveText("Get our app", { timeout: 45_000 });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(step).toHaveText("All done");
  await expect(page.getByText("Your service is active. Welcome aboard!")).toBeVisible();
  // The "All done" screen is checked with axe in activation.spec.ts's journey.
});
