import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, navigateInPage } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The scripts the browser fetched while on a page (the chart's own chunk is named after its module). */
const scriptsLoaded = (page: Page): string[] => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

const texts = {
  en: {
    usage: "Usage",
    fwaUsage: "Fixed wireless usage",
    details: "Usage details",
    fwaDetails: "Fixed wireless usage details",
    daily: "Usage each day, last 30 days, newest first",
    asTable: "Show as a table",
    month: "Month",
    months: "Last 12 months",
    seeDetails: "See every charge",
    chargePages: "Pages of charges",
    rates: "International calling rates",
    australia: "Australia",
  },
  "mi-NZ": {
    usage: "Whakamahinga",
    fwaUsage: "Whakamahinga ahokore pūmau",
    details: "Ngā taipitopito whakamahinga",
    fwaDetails: "Ngā taipitopito whakamahinga ahokore pūmau",
    daily: "Te whakamahinga i ia rā, ngā rā 30 kua hipa, ko te mea hou i te tuatahi",
    asTable: "Whakaaturia hei tēpu",
    month: "Marama",
    months: "Ngā marama 12 kua hipa",
    seeDetails: "Tirohia ia utu",
    chargePages: "Ngā whārangi o ngā utu",
    rates: "Ngā utu waea ki tāwāhi",
    australia: "Ahitereiria",
  },
} as const;

const LANGUAGES = ["en", "mi-NZ"] as const;

/** The day groups of charges on the details page (a region each, named by its day). */
const dayGroups = (page: Page) => page.getByRole("main").getByRole("region");

test.describe("usage (USE-01..04), in English then in Māori", () => {
  // USE-04's details pages are reached here from each usage page's "See every charge" (one document: axe injected
  // once); usage-details.spec.ts, which opened the same four pages again with the same axe checks, is merged here.
  test("prepay@ sees the 30-day chart drawn, its table, the charges by month, and every charge on the details page, ten days a page", async ({
    page,
  }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    const scripts = scriptsLoaded(page);
    await openSignedIn(page, "prepay@waea.test", "/profile/mobile/usage");
    for (const language of LANGUAGES) {
      const words = texts[language];
      if (language !== "en") await navigateInPage(page, `/profile/mobile/usage?language=${language}`);
      await expect(heading(page)).toHaveText(words.usage);
      // The chart is drawn on a canvas; the table is there for screen readers.
      await expect(page.locator("main canvas").first()).toBeVisible();
      // The chart's chunk came with this page.
      expect(scripts.some((path) => path.includes("usage-chart-canvas"))).toBe(true);
      const daily = page.getByRole("table", { name: words.daily });
      await expect(daily.locator("tbody tr")).toHaveCount(30);
      await expectAccessible(page);

      await page.getByRole("switch", { name: words.asTable }).check();
      await expect(daily).toBeVisible();
      await expect(page.locator("main canvas")).toHaveCount(0);
      await page.getByRole("radio", { name: words.month }).check();
      await expect(page.getByRole("table", { name: words.months }).locator("tbody tr").first()).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("link", { name: words.seeDetails }).click();
      await expect(heading(page)).toHaveText(words.details);
      await expect(dayGroups(page)).toHaveCount(10);
      const chargePages = page.getByRole("navigation", { name: words.chargePages });
      if (language === "en") {
        // Ten days of charges a page, the next page a press away.
        const firstDay = await dayGroups(page).first().getByRole("heading").textContent();
        await chargePages.getByRole("button", { name: "Page 2" }).click();
        await expect(chargePages.getByRole("button", { name: "Page 2" })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(dayGroups(page).first().getByRole("heading")).not.toHaveText(firstDay ?? "");
        await expect(dayGroups(page)).toHaveCount(10);
      } else await expect(chargePages).toBeVisible();
      await expectAccessible(page);
    }
  });

  test("fwa@ sees fixed wireless usage, data only, as a chart and a table, and every charge on its details page", async ({
    page,
  }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    await openSignedIn(page, "fwa@waea.test", "/profile/broadband/fwa/usage");
    for (const language of LANGUAGES) {
      const words = texts[language];
      if (language !== "en") await navigateInPage(page, `/profile/broadband/fwa/usage?language=${language}`);
      await expect(heading(page)).toHaveText(words.fwaUsage);
      await expect(page.locator("main canvas").first()).toBeVisible();
      const daily = page.getByRole("table", { name: words.daily });
      await expect(daily.locator("tbody tr")).toHaveCount(30);
      await expect(daily.locator("thead th")).toHaveCount(2);
      await expectAccessible(page);

      await page.getByRole("link", { name: words.seeDetails }).click();
      await expect(heading(page)).toHaveText(words.fwaDetails);
      await expect(dayGroups(page)).toHaveCount(10);
      if (language === "en") {
        await expect(dayGroups(page).first().getByText("Mobile data").first()).toBeVisible();
        await expect(page.getByRole("link", { name: "Back to usage" })).toHaveAttribute(
          "href",
          "/profile/broadband/fwa/usage",
        );
      }
      await expectAccessible(page);
    }
  });
});

test("the international calling rates (PLAN-09) show each location's flag, in English then in Māori", async ({
  page,
}) => {
  // Both languages in one journey: twice the work of one, hence three times the default timeout.
  test.slow();
  const scripts = scriptsLoaded(page);
  for (const language of LANGUAGES) {
    const words = texts[language];
    // The English page is the first load; the Māori one the same document switched by ?language= (no second boot).
    if (language === "en") await page.goto("/international-plans");
    else await navigateInPage(page, `/international-plans?language=${language}`);
    await expect(heading(page)).toHaveText(words.rates);
    const rows = page.locator("main tbody tr");
    await expect(rows).toHaveCount(24);
    await expect(rows.first()).toContainText(words.australia);
    // axe once a language, on the rates shown (the visit's check at the heading, and a second one on the English
    // page, were two runs of one state).
    await expectAccessible(page);
  }
  // Each flag is a visible picture beside the name, decorative (alt=""), and has loaded: all 24 read at once.
  const flags = page.locator("main tbody img");
  await expect(flags).toHaveCount(24);
  await expect
    .poll(() =>
      flags.evaluateAll(
        (images: HTMLImageElement[]) =>
          images.filter(
            (img) =>
              img.getAttribute("alt") === "" &&
              img.complete &&
              img.naturalWidth > 0 &&
              img.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
              img.getBoundingClientRect().width > 0,
          ).length,
      ),
    )
    .toBe(24);
  // The chart library is not part of this page.
  expect(scripts.some((path) => path.includes("usage-chart-canvas"))).toBe(false);
});
