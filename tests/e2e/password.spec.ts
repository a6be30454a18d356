import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { DEMO_PASSWORD, resetWorld } from "./support/control";
import { heading, signIn } from "./support/pages";
import { openSignedIn } from "./support/session";
import { messagesOf } from "./support/fields";
import { expectNoApiCall, recordApiCalls } from "./support/requests";

test.beforeEach(async ({ request }) => resetWorld(request));

const NEW_PASSWORD = "Kia-ora-Waea-2027";

const fill = async (page: Page, values: { old: string; next: string; confirm: string }) => {
  await page.getByLabel("Old password").fill(values.old);
  await page.getByLabel("New password", { exact: true }).fill(values.next);
  await page.getByLabel("Confirm new password").fill(values.confirm);
};
const submit = (page: Page) => page.getByRole("button", { name: "Change password" }).click();

test("a password change refuses each bad input beside its field, then changes it", async ({ page }) => {
  await openSignedIn(page, "postpay@waea.test", "/profile/account/change-password");
  await expect(heading(page)).toHaveText("Change password");
  await expectAccessible(page);

  await expectNoApiCall(page, async () => {
    await submit(page);
    await expect(messagesOf(page, "Old password")).toHaveText(["Please, enter old password"]);
    await expect(messagesOf(page, "New password")).toHaveText(["Please, enter new password"]);
    await expect(messagesOf(page, "Confirm new password")).toHaveText(["Please confirm New Password"]);
  });
  await expect(page.getByLabel("Old password")).toBeFocused();
  await expectAccessible(page);

  await expectNoApiCall(page, async () => {
    await fill(page, { old: DEMO_PASSWORD, next: "short", confirm: "short" });
    await submit(page);
    await expect(messagesOf(page, "New password")).toHaveText([
      "Password must be at least 10 characters",
      "Password must contain an upper case letter",
      "Password must contain at least one number or symbol",
    ]);
  });

  await expectNoApiCall(page, async () => {
    await fill(page, { old: DEMO_PASSWORD, next: DEMO_PASSWORD, confirm: DEMO_PASSWORD });
    await submit(page);
    await expect(messagesOf(page, "New password")).toHaveText(["Use different passwords for Old and New"]);
  });

  await expectNoApiCall(page, async () => {
    await fill(page, { old: DEMO_PASSWORD, next: NEW_PASSWORD, confirm: `${NEW_PASSWORD}x` });
    await submit(page);
    await expect(messagesOf(page, "Confirm new password")).toHaveText([
      "New password and Confirm New Password do not match",
    ]);
  });

  await expectNoApiCall(page, async () => {
    await fill(page, { old: DEMO_PASSWORD, next: NEW_PASSWORD, confirm: "" });
    await submit(page);
    await expect(messagesOf(page, "Confirm new password")).toHaveText(["Please confirm New Password"]);
  });

  // The old password is checked by re-authenticating: a wrong one is told beside it and nothing changes.
  const calls = recordApiCalls(page);
  await fill(page, { old: "Wrong-pass-2026", next: NEW_PASSWORD, confirm: NEW_PASSWORD });
  await submit(page);
  await expect(messagesOf(page, "Old password")).toHaveText([
    "old password is invalid, please enter correct one",
  ]);
  expect(calls.calls.filter((call) => call.startsWith("PUT /api/v2/67/auth/LOCAL/"))).toEqual([]);
  await expectAccessible(page);

  await fill(page, { old: DEMO_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
  await submit(page);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();

  // The new password signs in; the old one no longer does.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out" }).click();
  await page.goto("/sign-in");
  await signIn(page, "postpay@waea.test", DEMO_PASSWORD);
  await expect(page.getByRole("alertdialog")).toContainText("The email address or password is invalid");
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
