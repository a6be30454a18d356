import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { heading, signIn } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/**
 * The dashboard has loaded its figures and its plan-fit hint (each card loads on its own; the hint once it comes near
 * the viewport, so it is scrolled to as a visitor would).
 */
const dashboardLoaded = async (page: Page, plan: string, fitTitle: string) => {
  await expect(page.getByRole("region", { name: plan, exact: true })).toBeVisible();
  const fit = page.getByRole("region", { name: fitTitle, exact: true });
  await fit.scrollIntoViewIfNeeded();
  await expect(fit.getByRole("status")).toHaveCount(0);
};

test.describe("the signed-in home (PLAN-01)", () => {
  test("prepay@ opens the home from the header's My account and reads the dashboard, in English and in Māori", async ({
    page,
  }) => {
    await openSignedIn(page, "prepay@waea.test", "/");
    await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
    await expect(page).toHaveURL(/\/profile\/my-app-home$/);
    await expect(heading(page)).toHaveText("Home");
    await dashboardLoaded(page, "Your plan", "Is your plan the right fit?");
    await expect(page.getByRole("region", { name: "Your plan", exact: true })).toContainText("Kōrero 8GB");
    await expect(page.getByRole("region", { name: "Balance", exact: true })).toContainText(
      /as of \d{1,2}:\d\d [ap]m/,
    );
    await expect(page.getByRole("meter", { name: "Data" })).toHaveAttribute("aria-valuetext", /GB left$/);
    await expect(
      page.getByRole("navigation", { name: "Quick actions" }).getByRole("link", { name: "Top up" }),
    ).toBeVisible();
    await expect(
      page.getByText(/Kōrero Unlimited would have, for \$[\d.]+ more over 30 days\./),
    ).toBeVisible();
    await expectAccessible(page);

    await switchLanguage(page, "mi-NZ");
    await expect(heading(page)).toHaveText("Kāinga");
    await dashboardLoaded(page, "Tō mahere", "E hāngai ana tō mahere?");
    await expect(page.getByRole("region", { name: "Te toenga moni", exact: true })).toContainText(
      "Te toenga utu tōmua",
    );
    await expect(
      page.getByRole("navigation", { name: "Ngā mahi tere" }).getByRole("link", { name: "Whakakīa te moni" }),
    ).toBeVisible();
    await expectAccessible(page);

    // On a 360 px phone the header keeps two rows (brand, language and the account menu's button; the links), and
    // the folded menu opens from the keyboard.
    await page.setViewportSize({ width: 360, height: 800 });
    const banner = page.getByRole("banner");
    expect((await banner.boundingBox())?.height ?? 0).toBeLessThan(120);
    const toggle = banner.getByRole("button", { name: "Tahua pūkete" });
    await expect(banner.getByRole("button", { name: "Takiputa" })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(banner.getByRole("link", { name: "Taku pūkete" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Takiputa" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expect(banner.getByRole("button", { name: "Takiputa" })).toBeHidden();
  });

  test("on a phone, once prepay@'s figures are in, nothing on the first screen or below it shimmers on", async ({
    page,
  }) => {
    // The plan-fit hint waits below a phone's first screen until it comes near: its bones stand still (a shimmer
    // there ran for as long as the page was open, a repaint every frame).
    await page.setViewportSize({ width: 360, height: 640 });
    await openSignedIn(page, "prepay@waea.test", "/profile/my-app-home");
    await expect(page.getByRole("region", { name: "Balance", exact: true })).toContainText(/as of/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const fit = page.getByRole("region", { name: "Is your plan the right fit?", exact: true });
    await expect(fit.getByRole("status")).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length),
      )
      .toBe(0);
  });

  test("once prepay@ has signed in, the home's files are fetched ahead, and My account takes them from the cache", async ({
    page,
  }) => {
    // The list the build writes (apps/web/build/warm-home.ts): the mobile home's chunks and stylesheets, and its
    // texts in English.
    const list = (await (await page.request.get("/warm-home.json")).json()) as Record<
      string,
      ReadonlyArray<string>
    >;
    const ahead = new Set([...(list["mobile"] ?? []), ...(list["en"] ?? [])]);
    expect(ahead.size).toBeGreaterThan(20);
    const prefetched = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "other") prefetched.add(new URL(response.url()).pathname);
    });
    // Which of the page's scripts the browser had to fetch, and which it took from its cache (CDP: Chromium's own).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const scripts = new Map<string, string>();
    const cached = new Set<string>();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      if (type === "Script") scripts.set(requestId, new URL(request.url).pathname);
    });
    cdp.on("Network.requestServedFromCache", ({ requestId }) => cached.add(requestId));
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      if (response.fromDiskCache === true) cached.add(requestId);
    });

    await page.goto("/sign-in");
    await signIn(page, "prepay@waea.test");
    await expect(heading(page)).not.toHaveText("Sign in");
    await expect.poll(() => [...ahead].filter((file) => !prefetched.has(file))).toEqual([]);

    const before = new Set(scripts.keys());
    await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
    await expect(page).toHaveURL(/\/profile\/my-app-home$/);
    await dashboardLoaded(page, "Your plan", "Is your plan the right fit?");
    const home = [...scripts].filter(([id, path]) => !before.has(id) && ahead.has(path));
    expect(home.length).toBeGreaterThan(20);
    expect(home.filter(([id]) => !cached.has(id)).map(([, path]) => path)).toEqual([]);
  });

  test("fwa@ sees the broadband home: the fixed wireless summary with its bill and the broadband pages", async ({
    page,
  }) => {
    await openSignedIn(page, "fwa@waea.test", "/profile/my-app-home");
    const card = page.getByRole("region", { name: "Fixed wireless broadband" });
    await expect(card).toContainText("Owed on your postpay account");
    await expect(card.getByRole("link", { name: "Broadband usage" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Quick actions" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
