import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { switchLanguage } from "./support/language";
import { heading, navigateInPage } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

test.describe("add-ons (PLAN-04)", () => {
  test("prepay@ buys a data add-on from the balance and sees it on the service, in English then in Māori", async ({
    page,
    request,
  }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    await openSignedIn(page, "prepay@waea.test", "/profile/mobile/addons");
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

    // The same purchase in Māori, from the same balance: the world back as it was (the session outlives a reset).
    await resetWorld(request);
    await page.goto("/profile/mobile/addons?language=mi-NZ");
    await expect(heading(page)).toHaveText("Ngā tāpiritanga");
    await expect(page.locator("html")).toHaveAttribute("lang", "mi-NZ");
    // The catalogue's texts of a known add-on in Māori (the operator gives them in English).
    await expect(page.getByRole("article", { name: "Raraunga 5GB" })).toContainText(
      "5GB raraunga tāpiri mō ngā rā 28.",
    );
    await page.getByRole("button", { name: "Hokona a Raraunga 5GB" }).click();
    const arotake = page.getByRole("region", { name: "Tirohia tō hoko" });
    await expect(arotake).toContainText("$15.00");
    await expectAccessible(page);
    await arotake.getByRole("button", { name: "Utua te $15.00" }).click();
    await expect(
      page.getByText("Kua tāpirihia a Raraunga 5GB ki tō ratonga ināianei.").first(),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Ō tāpiritanga" }).getByText("Raraunga 5GB")).toHaveCount(
      2,
    );
    await expectAccessible(page);
  });

  test("a purchase by card is confirmed with the card provider; a declined one shows the message, in English and in Māori", async ({
    page,
    request,
  }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    await openSignedIn(page, "prepay@waea.test", "/profile/mobile/addons");
    await page.getByRole("button", { name: "Buy Australia Roaming 7 Days" }).click();
    const review = page.getByRole("region", { name: "Check your purchase" });
    // $25.00 is more than the $23.50 balance: the card is offered first.
    await expect(review.getByRole("radio", { name: /^By my .* card ending \d{4}$/ })).toBeChecked();
    // The simulated card provider declines every payment (the payments control door).
    await request.post("/api/__control/payments", { data: { FailureRate: 1 } });
    await review.getByRole("button", { name: "Pay $25.00" }).click();
    await expect(review.getByRole("alert")).toHaveText("Payment is failed");
    await expectAccessible(page);

    // The same refusal in Māori: the header's switch, the purchase still under review.
    await switchLanguage(page, "mi-NZ");
    const arotake = page.getByRole("region", { name: "Tirohia tō hoko" });
    await arotake.getByRole("button", { name: "Utua te $25.00" }).click();
    await expect(arotake.getByRole("alert")).toHaveText("Kāore i tutuki te utu");
    await expectAccessible(page);

    // The provider accepts the next one: confirmed by card, in Māori (the English success is web-tested).
    await request.post("/api/__control/payments", { data: { FailureRate: 0 } });
    await arotake.getByRole("button", { name: "Utua te $25.00" }).click();
    await expect(page.getByText("I utua te $25.00 ki te kāri.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Ō tāpiritanga" }).getByText("Haereere ki Ahitereiria 7 Rā"),
    ).toBeVisible();
  });
});

test.describe("supplementary features (PLAN-08) and billing type (PLAN-10)", () => {
  test("roaming switch and billing type refusal, in English then in Māori", async ({ page }) => {
    // Both languages in one journey: twice the work of one, hence three times the default timeout.
    test.slow();
    await openSignedIn(page, "postpay@waea.test", "/profile/mobile/supp-features");
    for (const language of ["en", "mi-NZ"] as const) {
      if (language === "mi-NZ") await navigateInPage(page, "/profile/mobile/supp-features?language=mi-NZ");
      // The roaming switch comes first; the call settings (SIM-01) follow it on the same page.
      const toggle = page.getByRole("switch").first();
      await expect(toggle).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectAccessible(page);
      const was = await toggle.isChecked();
      await toggle.click();
      await expect(toggle).toBeChecked({ checked: !was });
      await navigateInPage(page, "/sim-transfer-product-type");
      await expect(heading(page)).toHaveText(
        language === "en" ? "Change your billing type" : "Hurihia tō momo utu",
      );
      await page.getByRole("radio").first().click();
      await page.locator("form button[type=submit]").click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByText(/\$[\d,]+\.\d{2}/)).toBeVisible();
      await expectAccessible(page);
    }
  });
});
