import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, location, openPage, signIn } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

/**
 * One session from its start to its end: the three tests this replaces each signed prepay@ in to check one thing (a
 * /link shortcut through sign-in, a reload, the sign-out), every check kept.
 */
test("a /link shortcut while anonymous goes through sign-in to its page; the session survives a reload; signing out asks first, and the profile asks for sign-in again", async ({
  page,
}) => {
  await page.goto("/link/shipping-details");
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile%2Fshipping-details$/);
  await expect(page.getByRole("status").filter({ hasText: "Please sign in to continue." })).toBeVisible();
  // The sign-in page with its notice (the page without one is forms.spec.ts's check); shipping details, the page it
  // leads to, is addresses.spec.ts's.
  await expectAccessible(page);
  await signIn(page, "prepay@waea.test");
  await expect(page).toHaveURL(/\/profile\/shipping-details$/);
  await expect(heading(page)).toHaveText("Shipping details");

  // The session survives a reload.
  await page.goto("/profile/account");
  await expect(heading(page)).toHaveText("My account");
  await page.reload();
  await expect(heading(page)).toHaveText("My account");

  // Signing out asks first; then the profile asks for sign-in again.
  await page.getByRole("button", { name: "Sign out" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("waea.auth"))).toBeNull();
  await page.goto("/profile/account");
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile%2Faccount$/);
});

/**
 * The 404 page's link home and the language switch on that home, one document: the second test this replaces opened
 * the home again to switch it; each is a step with its title, every check kept.
 */
test("an unknown path shows the 404 page with a link home; there it switches to Māori, and the choice is remembered", async ({
  page,
}) => {
  await test.step("an unknown path shows the 404 page with a link home", async () => {
    // The not-found page is platform.spec.ts's axe check; the home it links to is this one's.
    await openPage(page, "/no/such/page");
    await expect(heading(page)).toHaveText("Page not found");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page)).toHaveText("Mobile and broadband for Aotearoa");
    await expectAccessible(page);
  });

  await test.step("switches to Māori, and the choice is remembered", async () => {
    // The English home is checked with axe in the step above; the Māori one here.
    await page.getByLabel("Language").selectOption("mi-NZ");
    await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
    await expect(heading(page)).not.toHaveText("Mobile and broadband for Aotearoa");
    const maori = await heading(page).innerText();
    await expectAccessible(page);
    await page.reload();
    await expect(heading(page)).toHaveText(maori);
    await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
    await page.goto("/sign-in?language=en");
    await expect(heading(page)).toHaveText("Sign in");
    expect(location(page)).toBe("/sign-in?language=en");
  });
});
