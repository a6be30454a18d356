import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The day groups of charges on the page (a region each, named by its day). */
const dayGroups = (page: Page) => page.getByRole("main").getByRole("region");

test("USE-04: usage details for mobile (prepay@) and fixed wireless (fwa@), in English and Māori", async ({
  page,
  browser,
}) => {
  // Two customers' pages, each in both languages: four journeys' work, hence three times the default timeout.
  test.slow();
  // Mobile, in English: ten days of charges a page, the next page a press away.
  await openSignedIn(page, "prepay@waea.test", "/profile/mobile/usage/details");
  await expect(heading(page)).toHaveText("Usage details");
  await expect(dayGroups(page)).toHaveCount(10);
  const firstDay = await dayGroups(page).first().getByRole("heading").textContent();
  const pages = page.getByRole("navigation", { name: "Pages of charges" });
  await pages.getByRole("button", { name: "Page 2" }).click();
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(dayGroups(page).first().getByRole("heading")).not.toHaveText(firstDay ?? "");
  await expectAccessible(page);

  // The same page in Māori.
  await page.goto("/profile/mobile/usage/details?language=mi-NZ");
  await expect(heading(page)).toHaveText("Ngā taipitopito whakamahinga");
  await expect(page.getByRole("navigation", { name: "Ngā whārangi o ngā utu" })).toBeVisible();
  await expect(dayGroups(page)).toHaveCount(10);
  await expectAccessible(page);

  // Fixed wireless, another customer in a browser of their own: Māori, then English.
  // A context made here does not take the config's options: it is given this worker's server.
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    locale: "en-NZ",
    timezoneId: "Pacific/Auckland",
  });
  const fwa = await context.newPage();
  await openSignedIn(fwa, "fwa@waea.test", "/profile/broadband/fwa/usage/details");
  await fwa.goto("/profile/broadband/fwa/usage/details?language=mi-NZ");
  await expect(heading(fwa)).toHaveText("Ngā taipitopito whakamahinga ahokore pūmau");
  await expect(dayGroups(fwa)).toHaveCount(10);
  await expectAccessible(fwa);
  await fwa.goto("/profile/broadband/fwa/usage/details?language=en");
  await expect(heading(fwa)).toHaveText("Fixed wireless usage details");
  await expect(dayGroups(fwa).first().getByText("Mobile data").first()).toBeVisible();
  await expect(fwa.getByRole("link", { name: "Back to usage" })).toHaveAttribute(
    "href",
    "/profile/broadband/fwa/usage",
  );
  await expectAccessible(fwa);
  await context.close();
});
