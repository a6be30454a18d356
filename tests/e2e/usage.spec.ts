import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, signIn, visit } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The scripts the browser fetched while on a page (the chart's own chunk is named after its module). */
const scriptsLoaded = (page: Page): string[] => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

/** Opens a signed-in page: the guard sends the visitor to sign in (checked with axe there) and back. */
const signedInAt = async (page: Page, email: string, path: string): Promise<void> => {
  await page.goto(path);
  await signIn(page, email);
  // Back on the page once the session is kept: a navigation before that would find no session yet.
  await page.waitForURL((url) => url.pathname === path);
  await expect(heading(page)).not.toHaveText(/Sign in/);
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
    rates: "Ngā utu waea ki tāwāhi",
    australia: "Ahitereiria",
  },
} as const;

for (const language of ["en", "mi-NZ"] as const) {
  const words = texts[language];
  const query = language === "en" ? "" : "?language=mi-NZ";

  test.describe(`usage (USE-01..04) in ${language}`, () => {
    test("prepay@ sees the 30-day chart drawn, its table, and the charges by month", async ({ page }) => {
      const scripts = scriptsLoaded(page);
      await signedInAt(page, "prepay@waea.test", "/profile/mobile/usage");
      await page.goto(`/profile/mobile/usage${query}`);
      await expect(heading(page)).toHaveText(words.usage);
      // The chart is drawn on a canvas (its chunk loaded now, on this page); the table is there for screen readers.
      await expect(page.locator("main canvas").first()).toBeVisible();
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
    });

    test("prepay@ reads every charge on the details page", async ({ page }) => {
      await signedInAt(page, "prepay@waea.test", "/profile/mobile/usage/details");
      await page.goto(`/profile/mobile/usage/details${query}`);
      await expect(heading(page)).toHaveText(words.details);
      await expect(page.getByRole("main").getByRole("region")).toHaveCount(10);
      await expectAccessible(page);
    });

    test("fwa@ sees fixed wireless usage: data only, as a chart and a table", async ({ page }) => {
      await signedInAt(page, "fwa@waea.test", "/profile/broadband/fwa/usage");
      await page.goto(`/profile/broadband/fwa/usage${query}`);
      await expect(heading(page)).toHaveText(words.fwaUsage);
      await expect(page.locator("main canvas").first()).toBeVisible();
      const daily = page.getByRole("table", { name: words.daily });
      await expect(daily.locator("tbody tr")).toHaveCount(30);
      await expect(daily.locator("thead th")).toHaveCount(2);
      await expectAccessible(page);
    });

    test("fwa@ reads every charge on the fixed wireless details page", async ({ page }) => {
      await signedInAt(page, "fwa@waea.test", "/profile/broadband/fwa/usage/details");
      await page.goto(`/profile/broadband/fwa/usage/details${query}`);
      await expect(heading(page)).toHaveText(words.fwaDetails);
      await expect(page.getByRole("main").getByRole("region")).toHaveCount(10);
      await expectAccessible(page);
    });
  });

  test(`the international calling rates (PLAN-09) show each location's flag, in ${language}`, async ({
    page,
  }) => {
    const scripts = scriptsLoaded(page);
    await visit(page, `/international-plans${query}`);
    await expect(heading(page)).toHaveText(words.rates);
    const rows = page.locator("main tbody tr");
    await expect(rows).toHaveCount(24);
    await expect(rows.first()).toContainText(words.australia);
    // Each flag is a visible picture beside the name, decorative (alt=""), and has loaded.
    const flags = page.locator("main tbody img");
    await expect(flags).toHaveCount(24);
    for (const flag of await flags.all()) {
      await expect(flag).toBeVisible();
      await expect(flag).toHaveAttribute("alt", "");
      expect(await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    // The chart library is not part of this page.
    expect(scripts.some((path) => path.includes("usage-chart-canvas"))).toBe(false);
  });
}
