import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, openPage } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

test("signs in with Google through the simulated provider's consent page in a popup (AUTH-03)", async ({
  page,
}) => {
  // The sign-in page itself is forms.spec.ts's check; the provider's consent page is this one's.
  await openPage(page, "/sign-in");
  const opened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await opened;
  await expect(heading(popup)).toHaveText("Sign in with Google");
  await expectAccessible(popup);
  await popup.getByRole("radio", { name: /prepay@waea\.test/ }).check();
  await popup.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByText("Aroha Ngata")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("waea.auth"))).not.toBeNull();
});
