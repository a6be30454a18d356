import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { messagesOf } from "./support/fields";
import { heading, signIn, visit } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The code texted with new@waea.test's activation link DEMO-ACT-0001 (the fake API's demo world). */
const VERIFICATION_CODE = "246810";

test("an expired activation link offers a new one by SMS (ONB-09: an onboarding error of 01 §8)", async ({
  page,
}) => {
  await visit(page, "/activation/DEMO-ACT-EXPIRED");
  await page.getByLabel("Verification code").fill(VERIFICATION_CODE);
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Your activation link has expired. Request a new one by SMS.",
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send me a new link by SMS" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We have sent you a new activation link by SMS." }),
  ).toBeVisible();
});

test("activates new@waea.test's SIM with DEMO-ACT-0001, through sign-in, the finalise page and the onboarding screens (ONB-09)", async ({
  page,
  request,
}) => {
  // A payment delay above 0 keeps the activation's 10-30 s on the fake API's clock (0 would activate at once), so
  // the activation screen stays until the test moves the clock on.
  await request.post("/api/__control/payments", { data: { DelayMillis: 1, FailureRate: 0 } });
  await visit(page, "/activation/DEMO-ACT-0001");
  await page.getByLabel("Verification code").fill("111111");
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(messagesOf(page, "Verification code")).toHaveText([
    "The verification code is incorrect, please use the right code.",
  ]);
  await page.getByLabel("Verification code").fill(VERIFICATION_CODE);
  await page.getByRole("button", { name: "Activate", exact: true }).click();

  // The SIM waits for its customer: sign in, then finish setting it up.
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmobile-onboarding-finalise$/);
  await signIn(page, "new@waea.test");
  await expect(page).toHaveURL(/\/mobile-onboarding-finalise$/);
  await expect(heading(page)).toHaveText("Finish setting up your SIM");
  const step = page.locator(".onboarding-flow > h2");
  await expect(step).toHaveText("Welcome");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Get started" }).click();

  await expect(step).toHaveText("Choose your plan");
  await page.getByRole("radio", { name: "Prepay" }).check();
  const plans = page.getByRole("list", { name: "Prepay plans" });
  await expect(plans.getByRole("listitem").first()).toBeVisible();
  await expectAccessible(page);
  await plans
    .getByRole("button", { name: /^Choose / })
    .first()
    .click();

  await expect(step).toHaveText("Redeem a voucher");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Skip" }).click();

  await expect(step).toHaveText("Choose how to pay");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Use this card" }).click();

  await expect(step).toHaveText("Card authorization");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Authorise this card" }).click();

  await expect(step).toHaveText("Activating your service");
  await expect(page.getByText("Please wait 10-30 seconds, do not refresh the page.")).toBeVisible();
  await expectAccessible(page);
  // Activation takes 10-30 s of the fake API's clock: move it on instead of waiting.
  await request.post("/api/__control/clock", { data: { AdvanceMillis: 60_000 } });

  await expect(step).toHaveText("Get our app", { timeout: 45_000 });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(step).toHaveText("All done");
  await expect(page.getByText("Your service is active. Welcome aboard!")).toBeVisible();
  await expectAccessible(page);
});
