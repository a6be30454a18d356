import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, signIn, visit } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

test.describe("the header's links lead somewhere (PRO-01, PRO-09)", () => {
  test("My account opens the account page", async ({ page }) => {
    await visit(page, "/sign-in");
    await signIn(page, "prepay@waea.test");
    await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
    await expect(page).toHaveURL(/\/profile\/account$/);
    await expect(heading(page)).toHaveText("My account");
    await expectAccessible(page);
  });
});
