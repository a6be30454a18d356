import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, location, navigateInPage, signIn } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/**
 * What the fake API takes to provision a paid order (PROVISION_MS, 30 s of its clock) and a second more: moved
 * through the control door, so the order settles at once instead of after half a minute.
 */
const PROVISION_MILLIS = 31_000;
const settleOrders = async (page: Page): Promise<void> => {
  const moved = await page.request.post("/api/__control/clock", {
    data: { AdvanceMillis: PROVISION_MILLIS },
  });
  expect(moved.ok()).toBe(true);
};

/** The fibre checkout call (broadband.ufbCheckout), counted as the browser sends it. */
const countCheckouts = (page: Page): (() => number) => {
  let sent = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith("/ufb/checkout")) sent += 1;
  });
  return () => sent;
};

/** The message linked to a field (aria-describedby), as a screen reader reads it beside the field. */
const describedBy = async (page: Page, name: string): Promise<string> => {
  const field = page.getByRole("textbox", { name, exact: true });
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
};

test.describe("broadband (BB-01, BB-03)", () => {
  test("BB-01, BB-03, BB-04: a visitor picks a fibre plan on /ufb and its package, checks the address with the plan kept, signs in at fibre checkout as fibre@ and comes back to it with the choices kept (an address without street, city or postcode first sends nothing), books an install, sees the new service, then chooses between their two fibre services", async ({
    page,
  }) => {
    test.slow();
    const checkouts = countCheckouts(page);
    const plan = "Fibre Max 900/500";
    await page.goto("/ufb");
    await expect(heading(page)).toHaveText("Fibre broadband");
    await expect(
      page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: plan }) }),
    ).toContainText("Mbps down");
    await expectAccessible(page);
    await page.getByRole("link", { name: `See ${plan}` }).click();
    await expect(heading(page)).toHaveText(plan);
    await expect(page.getByRole("region", { name: "What's included" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Check your address" }).click();
    await expect(heading(page)).toHaveText("Order broadband");
    await expectAccessible(page);
    await page.getByRole("textbox", { name: "Address" }).fill("12 Queen");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Check availability" }).click();
    await expect(page.getByText("Good news: broadband is available at 12 Queen Street")).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Plans" }).getByRole("radio", { name: new RegExp(`^${plan}`) }),
    ).toBeChecked();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("region", { name: "Check your order" })).toContainText(plan);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Go to checkout" }).click();
    await expect(heading(page)).toHaveText("Fibre checkout");
    expect(location(page)).toBe("/checkout-ufb");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Sign in to order" }).click();
    await signIn(page, "fibre@waea.test");
    await expect(page.getByRole("region", { name: "Checkout" })).toBeVisible();
    expect(location(page)).toBe("/checkout-ufb");
    await expect(page.getByRole("textbox", { name: "Street address" })).toHaveValue("12 Queen Street");
    await expectAccessible(page);

    for (const name of ["Street address", "Suburb (optional)", "Town or city", "Postcode"])
      await page.getByRole("textbox", { name, exact: true }).fill("");
    await page.getByRole("button", { name: "Pay and order" }).click();
    await expect(page.getByRole("textbox", { name: "Street address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(await describedBy(page, "Street address")).toBe("Street name is required");
    expect(await describedBy(page, "Town or city")).toBe("City is required");
    expect(await describedBy(page, "Postcode")).toBe("Postcode is required");
    await expectAccessible(page);
    expect(checkouts()).toBe(0);

    await page.getByRole("textbox", { name: "Street address" }).fill("12 Queen Street");
    await page.getByRole("textbox", { name: "Town or city" }).fill("Auckland");
    await page.getByRole("textbox", { name: "Postcode" }).fill("1010");
    await page.getByRole("button", { name: "Pay and order" }).click();
    const progress = page.getByRole("region", { name: "Setting up your order" });
    await expect(progress).toBeVisible();
    await expect(progress.getByRole("link", { name: "Leave and come back later" })).toBeVisible();
    await expectAccessible(page);
    await settleOrders(page);
    const booking = page.getByRole("region", { name: "Book an install" });
    await expect(booking.getByRole("radio").first()).toBeChecked();
    // the slots read as days: a heading per day (a weekday and date) over its times
    await expect(booking.getByRole("group", { name: /day \d\d-\d\d-\d{4}$/ }).first()).toBeVisible();
    await expectAccessible(page);
    await booking.getByRole("button", { name: "Book this time" }).click();
    await expect(heading(page)).toHaveText("Thanks for your broadband order");
    await expect(page.getByText("12 Queen Street, Auckland Central, Auckland 1010")).toBeVisible();
    await expectAccessible(page);
    expect(checkouts()).toBe(1);

    await page.getByRole("link", { name: "Go to my broadband" }).click();
    const service = page.getByRole("region", { name: "Fibre broadband" });
    await expect(service).toContainText(plan);
    await expect(service).toContainText("Not activated");
    await expectAccessible(page);

    // fibre@ has two fibre services now: the older one can be chosen, and the broadband home shows it
    await navigateInPage(page, "/profile/broadband/ufb/subscriptions");
    await page.getByRole("link", { name: "Choose which service to show" }).click();
    const services = page.getByRole("list", { name: "Your fibre services" });
    await expect(services.getByRole("listitem")).toHaveCount(2);
    await services.getByRole("button", { name: /^Use Fibre 300 300\/100/ }).click();
    await expect(page.getByText("Your broadband pages now show the service you chose")).toBeVisible();
    await expect(page.getByRole("region", { name: "Fibre broadband" })).toContainText("Fibre 300 300/100");
  });

  test("BB-01: an address that needs a scope visit offers only a scope visit, in te reo Māori", async ({
    page,
  }) => {
    test.slow();
    await openSignedIn(page, "fibre@waea.test", "/broadband?language=mi-NZ");
    await expect(heading(page)).toHaveText("Tono ipurangi aunui");
    await page.getByRole("textbox", { name: "Wāhitau" }).fill("8 Riccarton");
    await page.getByRole("button", { name: "Rapu" }).click();
    await page.getByRole("button", { name: "Tirohia te wātea" }).click();
    await expect(page.getByText(/he toronga aromatawai/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Haere tonu" }).click();
    await expect(page.getByRole("region", { name: "Tirohia tō tono" })).toContainText(
      "Toronga aromatawai, kātahi ko te tāutanga",
    );
    await page.getByRole("button", { name: "Haere ki te utu" }).click();
    await expect(heading(page)).toHaveText("Te utu muka");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Utua, ka tono" }).click();
    await expect(page.getByRole("region", { name: "Kei te whakaritea tō tono" })).toBeVisible();
    await settleOrders(page);
    const booking = page.getByRole("region", { name: "Tāpuitia he toronga aromatawai" });
    await expect(booking.getByRole("radio").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Tāpuitia he tāutanga" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
