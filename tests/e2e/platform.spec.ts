import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

test("an unknown page answers 404 and shows the not-found page (APP-02)", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Page not found");
  await expectAccessible(page);
});

test("a missing script answers 404, not the app; a deep link answers 200 (APP-02)", async ({
  page,
  request,
}) => {
  const missing = await request.get("/assets/no-such-chunk.js");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
  const deep = await page.goto("/profile/account");
  expect(deep?.status()).toBe(200);
  await expect(heading(page)).toHaveText("Sign in");
});

test("?language=mi-NZ sets <html lang> and is remembered before any click (APP-03, APP-08)", async ({
  page,
}) => {
  await page.goto("/?language=mi-NZ");
  await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("waea.preferences")))
    .toContain('"lang":"mi-NZ"');
  const maori = await heading(page).innerText();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
  await expect(heading(page)).toHaveText(maori);
});
