import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { heading } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

test("RWD-01: prepay@ redeems a 50-point bonus: it asks first, spends the points once and shows a code; in English then Māori", async ({
  page,
}) => {
  await openSignedIn(page, "prepay@waea.test", "/profile/bonuses");
  await expect(heading(page)).toHaveText("Bonuses");
  await expect(page.getByRole("heading", { level: 2, name: "Internet" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "See 1GB bonus data" }).click();
  await page.getByRole("button", { name: "Redeem for 50 points" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Redeem 1GB bonus data?" });
  await expect(dialog).toContainText("This spends 50 of your 450 points.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Redeem" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Redeemed. You have 400 points left." }),
  ).toContainText(/Your code: WAEA-/);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Back to bonuses" }).click();
  await switchLanguage(page, "mi-NZ");
  await expect(heading(page)).toHaveText("Ngā hua tāpiri");
  await expect(page.getByText("400", { exact: true })).toBeVisible();
  await expectAccessible(page);
});
