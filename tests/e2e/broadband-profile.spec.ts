import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, location } from "./support/pages";
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

  test("BB-04: fibre@ opens the choice of fibre service and goes on with the one shown", async ({ page }) => {
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
  });
});
