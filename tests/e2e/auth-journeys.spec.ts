import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, navigateInPage, openPage, signIn } from "./support/pages";
import { recordApiCalls } from "./support/requests";
import { newestCode } from "./support/mailbox";

test.beforeEach(async ({ request }) => resetWorld(request));

/**
 * Three signed-out journeys in one document: the forgot e-mail page is loaded, the sign-in, forgot password and
 * sign-up pages are reached by the portal's own navigation (no second boot); each former test is a step with its
 * title, every check kept.
 */
test("the signed-out refusals: AUTH-07's forgot e-mail, AUTH-02's wrong codes, AUTH-05's sign-up of a known e-mail", async ({
  page,
}) => {
  // Three journeys' work in one: three times the default timeout.
  test.slow();
  await test.step("AUTH-07: forgot e-mail works signed out: a known number shows its e-mail masked, an unknown one says so", async () => {
    const recorder = recordApiCalls(page);
    await openPage(page, "/forgot-email");
    await expect(heading(page)).toBeVisible();
    // phone@waea.test's number (docs/api.md).
    await page.getByLabel("Mobile number").fill("022 067 6767");
    await page.getByRole("button", { name: "Find my e-mail", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("p•••@waea.test");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByText("Your session has expired. Please sign in again.")).toHaveCount(0);
    await page.getByLabel("Mobile number").fill("021 999 0001");
    await page.getByRole("button", { name: "Find my e-mail", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("We haven't found your phone number or SIM ID.");
    expect(recorder.calls.filter((call) => call.endsWith("/auth/forgot_email"))).toHaveLength(2);
    await expectAccessible(page);
  });

  await test.step("AUTH-02, AUTH-07: a wrong one-time code or reset code says the verification code is incorrect", async () => {
    const incorrect = "The verification code is incorrect, please use the right code.";
    await navigateInPage(page, "/sign-in");
    await expect(heading(page)).toHaveText("Sign in");
    await page.getByRole("radio", { name: "A one-time code by e-mail" }).check();
    await page.getByRole("textbox", { name: "E-mail" }).fill("payg@waea.test");
    await page.getByRole("button", { name: "Send code", exact: true }).click();
    await page.getByLabel("Code", { exact: true }).fill("000001");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(incorrect);
    await expect(dialog).not.toContainText("The email address or password is invalid");
    await dialog.getByRole("button", { name: "OK" }).click();

    await navigateInPage(page, "/forgot-pass");
    await expect(heading(page)).toHaveText("Forgot your password");
    await page.getByRole("textbox", { name: "E-mail" }).fill("payg@waea.test");
    await page.getByRole("button", { name: "Send code", exact: true }).click();
    await page.getByLabel("Code", { exact: true }).fill("000002");
    await page.getByLabel(/^New password/).fill("Haere-mai-2027");
    await page.getByLabel("Confirm new password").fill("Haere-mai-2027");
    await page.getByRole("button", { name: "Set new password", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toContainText(incorrect);
    // The error dialog is the shell's, over any page: closed before the next step's page.
    await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  });

  await test.step("AUTH-05: a sign-up with an e-mail already registered says so", async () => {
    await navigateInPage(page, "/sign-up");
    await expect(heading(page)).toHaveText("Create an account");
    await page.getByLabel("First name").fill("Aroha");
    await page.getByLabel("Last name").fill("Ngata");
    await page.getByRole("textbox", { name: "E-mail" }).fill("prepay@waea.test");
    await page.getByLabel(/^Password/).fill("Kia-ora-2026!");
    await page.getByLabel("I accept the terms and conditions").check();
    await page.getByLabel("I accept the privacy policy").check();
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "An account with this email address already exists. Please sign in, or reset your password.",
    );
    await expect(page).toHaveURL(/\/sign-up$/);
  });
});

test("AUTH-09, AUTH-12: a reload with a valid session re-sends neither auth_check nor auth_roles", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await signIn(page, "multi@waea.test");
  await expect(page).toHaveURL(/\/select-account/);
  const recorder = recordApiCalls(page);
  await page.reload();
  await expect(page).toHaveURL(/\/select-account/);
  await expect(heading(page)).toBeVisible();
  expect(recorder.calls.filter((call) => /\/(auth_check|auth_roles)$/.test(call))).toEqual([]);
});

test("AUTH-13: mfa@ is asked for its security code before the session starts; the right code signs in", async ({
  page,
  request,
}) => {
  await page.goto("/sign-in");
  await signIn(page, "mfa@waea.test");
  await expect(page.getByRole("heading", { name: "Security code" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Code", { exact: true }).fill("999999");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("The verification code is incorrect, please use the right code.");
  await dialog.getByRole("button", { name: "OK" }).click();
  // The security code the sign-in sent, read from the simulated mailbox as the customer reads their e-mail.
  await page.getByLabel("Code", { exact: true }).fill(await newestCode(request, "mfa@waea.test", "mfa_code"));
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(heading(page)).toHaveText("Mobile and broadband for Aotearoa");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});
