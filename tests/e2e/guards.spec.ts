import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, location, navigateInPage, signIn } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

/** Signs out with the header's button and its confirmation, as a customer does: the portal is signed out, no reload. */
const signOut = async (page: Page): Promise<void> => {
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
};

test.describe("each demo account lands where the guards send it", () => {
  // The eight logins in one document, one after another with a sign-out between: each former test (a step with its
  // title) loaded the sign-in page or /profile again to sign its login in. The first step loads its page; the others
  // reach theirs by the portal's own navigation (the guards send a visitor of /profile to the sign-in page as on a
  // load); the suspended account's deep link stays a load. Every check kept; prepay@'s 360 px phone check comes last.
  test("every demo account, one after another, lands where the guards send it", async ({ page }) => {
    // Eight sign-ins' work in one: three times the default timeout.
    test.slow();
    await test.step("an unverified e-mail is sent to the verify page on the way to the profile", async () => {
      await page.goto("/profile");
      await signIn(page, "unverified@waea.test");
      await expect(page).toHaveURL(/\/email-verify-page\?redirect=%2Fprofile$/);
      await expect(heading(page)).toHaveText("Verify your e-mail");
      // The verify page is checked with axe in profile-email.spec.ts (as loaded) and forms.spec.ts (a refused code).
    });
    await signOut(page);

    // The accounts a guard sends to a page of its own, which keeps where they were going.
    for (const [title, email, to] of [
      [
        "an account without cards is sent to no-payment-methods",
        "nocard@waea.test",
        /\/no-payment-methods\?redirect=%2Fprofile$/,
      ],
      [
        "an account without a plan is sent to no-plans-page",
        "noplan@waea.test",
        /\/no-plans-page\?redirect=%2Fprofile$/,
      ],
    ] as const) {
      await test.step(title, async () => {
        await navigateInPage(page, "/profile", { redirected: true });
        await signIn(page, email);
        await expect(page).toHaveURL(to);
        await expectAccessible(page);
      });
      await signOut(page);
    }

    await test.step("several accounts choose one at select-account, then go on", async () => {
      await navigateInPage(page, "/sign-in", { redirected: true });
      await signIn(page, "multi@waea.test");
      await expect(page).toHaveURL(/\/select-account$/);
      await expect(heading(page)).toHaveText("Choose an account");
      await expectAccessible(page);
      await page
        .getByRole("button", { name: /^Use the account of/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: "Switch account" })).toBeVisible();
    });
    await signOut(page);

    await test.step("a new customer with a SIM to activate lands on onboarding", async () => {
      await navigateInPage(page, "/sign-in", { redirected: true });
      await signIn(page, "new@waea.test");
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(heading(page)).toHaveText("Activate your SIM");
      await expectAccessible(page);
    });
    await signOut(page);

    await test.step("a fibre-only customer's profile has the broadband and bonuses tabs", async () => {
      await navigateInPage(page, "/profile", { redirected: true });
      await signIn(page, "fibre@waea.test");
      await expect(page).toHaveURL(/\/profile\/broadband$/);
      const tabs = page.getByRole("navigation", { name: "Account sections" }).getByRole("link");
      await expect(tabs).toHaveText(["Broadband", "Bonuses"]);
      await expect(tabs.first()).toHaveAttribute("aria-current", "page");
      // fibre@'s broadband page is checked with axe in broadband.spec.ts (after its order, with both services).
    });
    await signOut(page);

    await test.step("a suspended account sees only the suspended page", async () => {
      await navigateInPage(page, "/sign-in", { redirected: true });
      await signIn(page, "suspended@waea.test");
      await expect(page).toHaveURL(/\/suspended$/);
      await expect(heading(page)).toHaveText("How to restore your account");
      // The banner says it once (if the redirect left one); the heading does not say it again.
      expect(await page.getByText(/Your account is suspended/).count()).toBeLessThanOrEqual(1);
      // The header offers only what a suspended account can open (no link bounces back here).
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "My account" })).toHaveCount(0);
      await expect(header.getByRole("link", { name: "Plans" })).toHaveCount(0);
      await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("main").getByRole("link", { name: "Contact support" }).click();
      await expect(page).toHaveURL(/\/help$/);
      await page.goto("/profile/account");
      await expect(page).toHaveURL(/\/suspended$/);
    });
    await signOut(page);

    await test.step("a prepay customer's profile opens on the first tab with every tab", async () => {
      await navigateInPage(page, "/profile/account", { redirected: true });
      await signIn(page, "prepay@waea.test");
      await expect(page).toHaveURL(/\/profile\/account$/);
      await expect(heading(page)).toHaveText("My account");
      const tabs = page.getByRole("navigation", { name: "Account sections" }).getByRole("link");
      await expect(tabs).toHaveText([
        "Home",
        "My account",
        "Plans",
        "Broadband",
        "Store",
        "Bonuses",
        "My orders",
      ]);
      await expect(page.getByRole("link", { name: "My account", exact: true }).last()).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectAccessible(page);
      // The tabs are a side navigation on a desktop (one column) and a tab bar on a 360 px phone (one row that
      // scrolls sideways).
      const edges = (side: "left" | "top") =>
        tabs.evaluateAll(
          (links, key) => new Set(links.map((link) => Math.round(link.getBoundingClientRect()[key]))).size,
          side,
        );
      expect(await edges("left")).toBe(1);
      await page.setViewportSize({ width: 360, height: 800 });
      await expect.poll(() => edges("top")).toBe(1);
      expect(
        await page
          .getByRole("navigation", { name: "Account sections" })
          .getByRole("list")
          .evaluate(
            (list) => getComputedStyle(list).overflowX === "auto" && list.scrollWidth > list.clientWidth,
          ),
      ).toBe(true);
      expect(location(page)).toBe("/profile/account");
    });
  });
});
