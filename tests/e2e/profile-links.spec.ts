import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { DEMO_PASSWORD, resetWorld } from "./support/control";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

test.describe("the rewards card (PRO-06)", () => {
  test("a linked card shows as its holder knows it, without the form, and can be unlinked", async ({
    page,
  }) => {
    await openSignedIn(page, "prepay@waea.test", "/profile/account/auth-to-set-true-rewards-number");
    await expect(heading(page)).toHaveText("Link your rewards card");
    await page.getByLabel("Rewards e-mail").fill("prepay@waea.test");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Link your rewards card", exact: true }).click();
    await expect(page.getByText("Your rewards card is linked.")).toBeVisible();
    const card = page.locator(".rewards-card");
    await expect(card).toContainText(/•••• \d{4}/);
    await expect(card).toContainText("Aroha Ngata");
    await expect(page.getByRole("main")).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expect(page.getByLabel("Rewards e-mail")).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Unlink this card" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Unlink this card" }).click();
    await expect(page.getByText("Your rewards card is unlinked.")).toBeVisible();
    await expect(page.getByLabel("Rewards e-mail")).toBeVisible();
  });
});
