import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, signIn, visit } from "./support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

/** Signs prepay@ (or another) in on the way to a page, then shows it in a language (`?language=` is remembered). */
const openSignedIn = async (page: Page, path: string, email: string, language?: "mi-NZ") => {
  await visit(page, path);
  await signIn(page, email);
  // Signed in once the page asked for is back (the sign-in page gave way to it).
  await page.waitForURL((url) => url.pathname === path);
  await expect(heading(page)).not.toHaveText("Sign in");
  if (language !== undefined) await page.goto(`${path}?language=${language}`);
};

test.describe("add-ons (PLAN-04)", () => {
  test("prepay@ buys a data add-on from the balance and sees it on the service", async ({ page }) => {
    await openSignedIn(page, "/profile/mobile/addons", "prepay@waea.test");
    await expect(heading(page)).toHaveText("Add-ons");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Buy Data 5GB" }).click();
    const review = page.getByRole("region", { name: "Check your purchase" });
    await expect(review).toContainText("$15.00");
    await expect(review.getByRole("radio", { name: /From my balance/ })).toBeChecked();
    await expectAccessible(page);
    await review.getByRole("button", { name: "Pay $15.00" }).click();
    await expect(page.getByText("Data 5GB is on your service now.").first()).toBeVisible();
    await expect(page.getByText("Your balance is now $8.50.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your add-ons" }).getByText("Data 5GB")).toHaveCount(2);
    await expectAccessible(page);
  });

  test("in Māori: prepay@ buys a data add-on from the balance and sees it", async ({ page }) => {
    await openSignedIn(page, "/profile/mobile/addons", "prepay@waea.test", "mi-NZ");
    await expect(heading(page)).toHaveText("Ngā tāpiritanga");
    await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
    // The catalogue's texts of a known add-on in Māori (the operator gives them in English).
    await expect(page.getByRole("article", { name: "Raraunga 5GB" })).toContainText(
      "5GB raraunga tāpiri mō ngā rā 28.",
    );
    await page.getByRole("button", { name: "Hokona a Raraunga 5GB" }).click();
    const review = page.getByRole("region", { name: "Tirohia tō hoko" });
    await expect(review).toContainText("$15.00");
    await expectAccessible(page);
    await review.getByRole("button", { name: "Utua te $15.00" }).click();
    await expect(
      page.getByText("Kua tāpirihia a Raraunga 5GB ki tō ratonga ināianei.").first(),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Ō tāpiritanga" }).getByText("Raraunga 5GB")).toHaveCount(
      2,
    );
    await expectAccessible(page);
  });

  test("a purchase by card is confirmed with the card provider; a declined one shows the message", async ({
    page,
    request,
  }) => {
    await openSignedIn(page, "/profile/mobile/addons", "prepay@waea.test");
    await page.getByRole("button", { name: "Buy Australia Roaming 7 Days" }).click();
    const review = page.getByRole("region", { name: "Check your purchase" });
    // $25.00 is more than the $23.50 balance: the card is offered first.
    await expect(review.getByRole("radio", { name: /^By my .* card ending \d{4}$/ })).toBeChecked();
    // The simulated card provider declines every payment (the payments control door).
    await request.post("/api/__control/payments", { data: { FailureRate: 1 } });
    await review.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(review.getByRole("alert")).toHaveText("Payment is failed");
    await expectAccessible(page);
    await request.post("/api/__control/payments", { data: { FailureRate: 0 } });
    await review.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(page.getByText("$25.00 was paid by card.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Your add-ons" }).getByText("Australia Roaming 7 Days"),
    ).toBeVisible();
  });

  test("in Māori: a declined card shows the message in Māori", async ({ page, request }) => {
    await openSignedIn(page, "/profile/mobile/addons", "prepay@waea.test", "mi-NZ");
    await page.getByRole("button", { name: "Hokona a Haereere ki Ahitereiria 7 Rā" }).click();
    const review = page.getByRole("region", { name: "Tirohia tō hoko" });
    await request.post("/api/__control/payments", { data: { FailureRate: 1 } });
    await review.getByRole("button", { name: "Utua te $25.00" }).click();
    await expect(review.getByRole("alert")).not.toBeEmpty();
    await expect(review.getByRole("alert")).not.toHaveText("Payment is failed");
    await expectAccessible(page);
  });
});

test.describe("supplementary features (PLAN-08) and billing type (PLAN-10)", () => {
  for (const language of [undefined, "mi-NZ"] as const) {
    test(`roaming switch and billing type refusal${language === undefined ? "" : " in Māori"}`, async ({
      page,
    }) => {
      await openSignedIn(page, "/profile/mobile/supp-features", "postpay@waea.test", language);
      const toggle = page.getByRole("switch");
      await expect(toggle).toBeVisible();
      await expectAccessible(page);
      const was = await toggle.isChecked();
      await toggle.click();
      await expect(toggle).toBeChecked({ checked: !was });
      await page.goto("/sim-transfer-product-type");
      await page.getByRole("radio").first().click();
      await page.locator("form button[type=submit]").click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
      await expectAccessible(page);
    });
  }
});
