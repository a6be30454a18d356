import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, location, navigateInPage } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

test.describe("the profile's broadband pages (BB-02, BB-04)", () => {
  test("BB-04, BB-02: fwa@ sees their fixed wireless service, moves to another plan after confirming, and opens its billing", async ({
    page,
  }) => {
    await openSignedIn(page, "fwa@waea.test", "/profile/broadband/fwa");
    const service = page.getByRole("region", { name: "Wireless Broadband Unlimited" });
    await expect(service).toContainText("Active");
    await expect(service).toContainText("$75.00");
    await expectAccessible(page);

    await service.getByRole("link", { name: "Change plan" }).click();
    await expect(heading(page)).toHaveText("Change your fixed wireless plan");
    const plans = page.getByRole("group", { name: "Plans you can move to" });
    await expect(plans.getByRole("radio")).toHaveCount(2);
    await expectAccessible(page);
    await plans.getByRole("radio", { name: /Wireless Broadband 200GB/ }).check();
    await page.getByRole("button", { name: "Change plan" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Move to Wireless Broadband 200GB?" });
    await expect(dialog).toContainText("$55.00 a month");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Change now" }).click();
    await expect(page.getByText("Your plan is now Wireless Broadband 200GB")).toBeVisible();
    const changed = page.getByRole("region", { name: "Wireless Broadband 200GB" });
    await expect(changed).toBeVisible();
    expect(location(page)).toBe("/profile/broadband/fwa/subscriptions");

    await changed.getByRole("link", { name: "Billing" }).click();
    await expect(heading(page)).toHaveText("Fixed wireless billing");
    await expect(page.getByRole("region", { name: "Billing cycle" })).toBeVisible();
    await expectAccessible(page);
  });

  // One fibre@ journey through its three pages (two tests signed fibre@ in before, each for its pages).
  test("BB-04: fibre@ opens the choice of fibre service and goes on with the one shown, reads this period's fibre usage, then turns on the family filter, which stays on", async ({
    page,
  }) => {
    await openSignedIn(page, "fibre@waea.test", "/select-ufb-product");
    await expect(heading(page)).toHaveText("Choose your fibre service");
    const services = page.getByRole("list", { name: "Your fibre services" });
    await expect(services.getByText("Shown now")).toBeVisible();
    await expectAccessible(page);
    await services
      .getByRole("button", { name: /^Use Fibre/ })
      .first()
      .click();
    await expect(page.getByRole("region", { name: "Fibre broadband" })).toBeVisible();
    expect(location(page)).toBe("/profile/broadband");

    await navigateInPage(page, "/profile/broadband/ufb/usage");
    await expect(heading(page)).toHaveText("Fibre usage");
    const period = page.getByRole("region", { name: "This billing period" });
    await expect(period).toContainText("is unlimited: there is no data cap");
    await expect(period).toContainText(/as of/);
    // The figures read in the plans' words ("453.10 GB"): the page loads that namespace too.
    await expect(period).toContainText(/\d GB/);
    await expect(page.getByRole("table", { name: "Data used by day" })).toBeVisible();
    await expectAccessible(page);

    await navigateInPage(page, "/profile/broadband/security");
    await expect(heading(page)).toHaveText("Broadband security");
    const family = page.getByRole("switch", { name: "Family filter" });
    await expect(page.getByRole("switch", { name: "Threat protection" })).toBeChecked();
    await expect(family).not.toBeChecked();
    await expectAccessible(page);
    await family.click();
    await expect(page.getByText("Family filter is on")).toBeVisible();
    await expect(family).toBeChecked();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Family filter" })).toBeChecked();
  });
});
