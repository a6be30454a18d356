import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, navigateInPage, signIn } from "./support/pages";
import { expectNoApiCall } from "./support/requests";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The operator prepares an eSIM in 30 s after its payment (PROVISION_MS): the world's clock is moved past it. */
const ESIM_READY_MILLIS = 31_000;

/** Chooses an eSIM with the first plan on sale and puts it in the cart; the checkout opens. */
const addEsimWithPlan = async (page: Page, texts = { esim: /^eSIM/, add: "Add to cart" }) => {
  await page.getByRole("radio", { name: texts.esim }).check();
  await page.getByRole("radio").nth(2).check();
  await page.getByRole("button", { name: texts.add }).click();
  await expect(page).toHaveURL(/\/checkout$/);
};

const typeAddress = async (
  page: Page,
  labels = { street: "Street address", city: "Town or city", postcode: "Postcode" },
) => {
  await page.getByRole("textbox", { name: labels.street }).fill("45 Cuba Street");
  await page.getByRole("textbox", { name: labels.city }).fill("Wellington");
  await page.getByRole("textbox", { name: labels.postcode }).fill("6011");
};

test.describe("the shop (SHOP-02, SHOP-03, SHOP-05, SHOP-06, SHOP-07)", () => {
  test("SHOP-03, SHOP-05, SHOP-06: a visitor puts an eSIM with a plan in the cart, signs in, finds the same cart, pays by card, sees thanks, then the order's QR code once ready", async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto("/sim-purchase");
    await expect(heading(page)).toHaveText("Get a SIM");
    await expectAccessible(page);
    await addEsimWithPlan(page);
    const cart = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect(cart).toHaveCount(2);
    const plan = (await cart.nth(1).innerText()).split("\n")[0] ?? "";
    await expectAccessible(page);

    await page
      .getByRole("region", { name: "Sign in to check out" })
      .getByRole("link", { name: "Sign in", exact: true })
      .click();
    await signIn(page, "prepay@waea.test");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(cart).toHaveCount(2);
    await expect(cart.first()).toContainText("eSIM");
    await expect(cart.nth(1)).toContainText(plan);

    // A porting number with letters and an address without street, city or postcode: the spec's messages beside
    // them, nothing sent.
    await page.getByRole("checkbox", { name: "Keep my number from another provider" }).check();
    await page.getByRole("textbox", { name: "Number to keep" }).fill("021 abc 4567");
    await expectNoApiCall(page, async () => {
      await page.getByRole("button", { name: "Review order" }).click();
      await expect(page.getByText("Enter a New Zealand mobile number")).toBeVisible();
      await expect(page.getByText("Street name is required")).toBeVisible();
      await expect(page.getByText("City is required")).toBeVisible();
      await expect(page.getByText("Postcode is required")).toBeVisible();
    });
    await expectAccessible(page);
    await page.getByRole("checkbox", { name: "Keep my number from another provider" }).uncheck();

    await typeAddress(page);
    await page.getByRole("button", { name: "Review order" }).click();
    const summary = page.getByRole("alertdialog", { name: "Check your order" });
    await expect(summary).toContainText("45 Cuba Street, Wellington 6011");
    await summary.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(heading(page)).toHaveText("Thank you for your order");
    const order = page.getByRole("region", { name: /^Order ORD\d+$/ });
    await expect(order).toContainText(plan);
    const number = ((await order.getByRole("heading").innerText()).match(/ORD\d+/) ?? [""])[0];
    await expectAccessible(page);

    await page.getByRole("link", { name: "See your orders" }).click();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `Order ${number}` }) });
    await card.getByRole("button", { name: "Show items" }).click();
    await expect(card.getByText("Your eSIM is being prepared")).toBeVisible();
    const moved = await request.post("/api/__control/clock", { data: { AdvanceMillis: ESIM_READY_MILLIS } });
    expect(moved.ok()).toBe(true);
    await card.getByRole("button", { name: "Check again" }).click();
    await expect(card.getByRole("img", { name: /^QR code of eSIM 1/ })).toBeVisible();
    await expect(card.getByText(/^LPA:1\$/)).toBeVisible();
    await expectAccessible(page);
  });

  test("SHOP-05: paying by instalments, declined returns to the checkout with the message, then approved reaches thanks, in Māori", async ({
    page,
  }) => {
    test.slow();
    await openSignedIn(page, "prepay@waea.test", "/sim-purchase?language=mi-NZ");
    await expect(heading(page)).toHaveText("Tikina he SIM");
    await addEsimWithPlan(page, { esim: /^eSIM/, add: "Tāpiri ki te kete" });
    await typeAddress(page, {
      street: "Wāhitau tiriti",
      city: "Tāone, tāone nui rānei",
      postcode: "Waehere poutāpeta",
    });
    await page.getByRole("radio", { name: /^Ā-wāhanga/ }).check();
    await page.getByRole("button", { name: "Arotakea te tono" }).click();
    await page
      .getByRole("alertdialog", { name: "Tirohia tō tono" })
      .getByRole("button", { name: /^Utua te \$/ })
      .click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Utu ā-wāhanga e 4 (whakataruna)");
    await page.getByRole("button", { name: "Whakakāhoretia" }).click();
    await expect(page).toHaveURL(/\/checkout\?redirect_status=failed$/);
    const retry = page.getByRole("region", { name: /kia utua$/ });
    await expect(retry.getByRole("alert")).toHaveText("Kāore i oti tō utu ā-wāhanga. Tēnā, ngana anō.");
    await expectAccessible(page);

    await retry.getByRole("button", { name: "Utua ā-wāhanga" }).click();
    await page.getByRole("button", { name: "Whakaaetia" }).click();
    await expect(heading(page)).toHaveText("Ngā mihi mō tō tono");
    await expect(page).toHaveURL(/\/thanks$/);
    await expectAccessible(page);

    // Both answers of the provider are in the payment history as instalment payments, the approved one first.
    await navigateInPage(page, "/profile/payments-history");
    const rows = page.getByRole("row").filter({ hasText: "Utu ā-wāhanga" });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Kua oti");
  });
  test("SHOP-04: three SIMs where SIM 2 lacks a plan are refused with 'SIM 2 plan is not specified', then go through to the checkout", async ({
    page,
  }) => {
    await openSignedIn(page, "postpay@waea.test", "/sim-select-product");
    await expect(heading(page)).toHaveText("Get several SIMs");
    await page.getByRole("button", { name: "Add another SIM" }).click();
    await page.getByRole("button", { name: "Add another SIM" }).click();
    const plan = (n: number) =>
      page
        .getByRole("group", { name: `Plan for SIM ${n}` })
        .getByRole("radio")
        .first()
        .check();
    await plan(1);
    await plan(3);
    await expect(page.getByRole("region", { name: "Together as a companion group" })).toContainText(
      "$35.00 each",
    );
    await page.getByRole("button", { name: "Add 3 SIMs to cart" }).click();
    await expect(page.getByRole("alert")).toHaveText("SIM 2 plan is not specified");
    await expectAccessible(page);
    await plan(2);
    await page.getByRole("button", { name: "Add 3 SIMs to cart" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("list", { name: "Items in your cart" })).toContainText("Physical SIM");
  });
});
