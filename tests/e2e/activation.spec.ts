import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { messagesOf } from "./support/fields";
import { newestCode, readMailbox } from "./support/mailbox";
import { heading, openPage, signIn } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

/** new@waea.test's SIM number (README's demo list): its activation link and code are texted there. */
const NEW_SIM_NUMBER = "021 057 4909";

test("an expired activation link offers a new one by SMS, and the texted link and code work (ONB-09: an onboarding error of 01 §8)", async ({
  page,
  request,
}) => {
  // The activation page as loaded is forms.spec.ts's check; its expired-link refusal is this one's.
  await openPage(page, "/activation/DEMO-ACT-EXPIRED");
  await page
    .getByLabel("Verification code")
    .fill(await newestCode(request, NEW_SIM_NUMBER, "activation_link"));
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Your activation link has expired. Request a new one by SMS.",
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send me a new link by SMS" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We have sent you a new activation link by SMS." }),
  ).toBeVisible();
  // The SMS, as the customer reads it on the SIM's phone: the renewed link and its verification code.
  const [text] = await readMailbox(request, NEW_SIM_NUMBER);
  expect(text?.Kind).toBe("activation_link");
  expect(text?.Text).toContain("/activation/DEMO-ACT-EXPIRED ");
  await page.getByLabel("Verification code").fill(text?.Code ?? "");
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmobile-onboarding-finalise$/);
});

test("an unverified customer confirms the e-mail with the code read from the mailbox (AUTH-13)", async ({
  page,
  request,
}) => {
  await page.goto("/profile");
  await signIn(page, "unverified@waea.test");
  await expect(heading(page)).toHaveText("Verify your e-mail");
  await page.getByRole("button", { name: "Send verification e-mail" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "We have sent a verification e-mail" }),
  ).toBeVisible();
  const code = await newestCode(request, "unverified@waea.test", "email_verification");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Confirm e-mail" }).click();
  const done = page.getByRole("dialog");
  await expect(done).toContainText("Thank you, your e-mail address is verified.");
  await done.getByRole("button", { name: "OK" }).click();
  // Verified, the guard lets the customer on to the profile they asked for (its home).
  await expect(page).toHaveURL(/\/profile\/my-app-home$/);
});

test("activates new@waea.test's SIM with DEMO-ACT-0001, through sign-in, the finalise page and the onboarding screens (ONB-09)", async ({
  page,
  request,
}) => {
  // A payment delay above 0 keeps the activation's 10-30 s on the fake API's clock (0 would activate at once), so
  // the activation screen stays until the test moves the clock on.
  await request.post("/api/__control/payments", { data: { DelayMillis: 1, FailureRate: 0 } });
  await openPage(page, "/activation/DEMO-ACT-0001");
  await page.getByLabel("Verification code").fill("111111");
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await expect(messagesOf(page, "Verification code")).toHaveText([
    "The verification code is incorrect, please use the right code.",
  ]);
  // The code texted to the SIM's number with its activation link, read as the customer reads their texts.
  await page
    .getByLabel("Verification code")
    .fill(await newestCode(request, NEW_SIM_NUMBER, "activation_link"));
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
