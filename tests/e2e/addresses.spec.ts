import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";
import { messagesOf } from "./support/fields";
import { expectNoApiCall } from "./support/requests";

test.beforeEach(async ({ request }) => resetWorld(request));

const addressList = (page: Page) => page.locator(".address-list > li");

/**
 * prepay@'s shipping details in one visit (two tests each signed in to open this page before): an address added,
 * made default and deleted; then, from the seeded world again, PRO-05's default address and edit.
 */
test("an address is added from the location search, made default and deleted; the default address reads apart from its mark, and an edit keeps its region (PRO-05)", async ({
  page,
  request,
}) => {
  await openSignedIn(page, "prepay@waea.test", "/profile/shipping-details");
  await expect(heading(page)).toHaveText("Shipping details");
  await expectAccessible(page);
  const before = await addressList(page).count();

  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByLabel("Country")).toHaveValue("New Zealand");
  // The open form is checked with axe below, with its refusals beside the fields.

  // Nothing is sent while the street, city and postcode are missing.
  await expectNoApiCall(page, async () => {
    await page.getByLabel("Country").fill("New Zealand");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(messagesOf(page, "Street name")).toHaveText(["Please, enter street name"]);
    await expect(messagesOf(page, "City")).toHaveText(["Please, enter city"]);
    await expect(messagesOf(page, "Postcode")).toHaveText(["Please, enter postcode"]);
  });
  await expectAccessible(page);

  // The location search goes through the fake API; a pick fills the form.
  await page.getByRole("searchbox", { name: "Find an address" }).fill("Queen Street");
  await page.getByRole("button", { name: "Search" }).click();
  const hits = page.getByRole("list", { name: "Addresses found" }).getByRole("button");
  await expect(hits.first()).toBeVisible();
  await hits.first().click();
  await expect(page.getByLabel("Street name")).not.toHaveValue("");
  const street = await page.getByLabel("Street name").inputValue();
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address has been added" })).toBeVisible();
  await expect(addressList(page)).toHaveCount(before + 1);
  const added = addressList(page).filter({ hasText: street }).last();
  await expectAccessible(page);

  // Made default: it moves to the top, marked as the default.
  if (before > 0) {
    await added.getByRole("button", { name: "Make default" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your default address has been changed" }),
    ).toBeVisible();
  }
  await expect(addressList(page).first()).toContainText(street);
  await expect(addressList(page).first()).toContainText("Default");

  // Deleted after a confirmation: the list is as it was.
  await addressList(page).first().getByRole("button", { name: "Delete address" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(street);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address has been deleted" })).toBeVisible();
  await expect(addressList(page)).toHaveCount(before);
  await expectAccessible(page);

  // PRO-05 from the seeded addresses (the session outlives a reset).
  await resetWorld(request);
  await page.reload();
  await expect(heading(page)).toHaveText("Shipping details");
  await expect(addressList(page).first().locator(".address-text")).toHaveText(/\d{4} Default$/);

  await addressList(page).first().getByRole("button", { name: "Edit address" }).click();
  const region = await page.getByLabel("Region").inputValue();
  expect(region).not.toBe("");
  await page.getByLabel("City").fill("Wellington");
  await page.getByLabel("Postcode").fill("6011");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address has been saved" })).toBeVisible();
  await expect(addressList(page).first()).toContainText("Wellington 6011 Default");
  await addressList(page).first().getByRole("button", { name: "Edit address" }).click();
  await expect(page.getByLabel("Region")).toHaveValue(region);
  await expectAccessible(page);
});
