import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading, navigateInPage } from "./support/pages";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

const DAY_MILLIS = 24 * 60 * 60 * 1000;

/** The message linked to a field (aria-describedby), as a screen reader reads it beside the field. */
const describedBy = async (page: Page, field: ReturnType<Page["getByRole"]>): Promise<string> => {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
};

test.describe("money in (PAY-01, PAY-02, PAY-03, PAY-04)", () => {
  test("PAY-01: prepay@ adds a card, makes it default, removes the old one and is refused removing the last, in English then in Māori", async ({
    page,
    request,
  }) => {
    test.slow();
    await openSignedIn(page, "prepay@waea.test", "/profile/payment-methods");
    await expect(heading(page)).toHaveText("Payment methods");
    const cards = page.getByRole("list", { name: "Your cards" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("Visa ending 4242Default");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add a card" }).click();
    await expect(cards).toHaveCount(3);
    await cards
      .nth(2)
      .getByRole("button", { name: /^Make default/ })
      .click();
    await expect(cards.first()).toContainText("Default");
    await expect(cards.first()).not.toContainText("Visa ending 4242");
    for (const name of ["Visa ending 4242", "Mastercard ending 4444"]) {
      await page.getByRole("button", { name: `Remove (${name})` }).click();
      const dialog = page.getByRole("alertdialog", { name: "Remove this card?" });
      // The dialog once: the second card's is the same dialog.
      if (name === "Visa ending 4242") await expectAccessible(page);
      await dialog.getByRole("button", { name: "Remove card" }).click();
      await expect(page.getByText(`${name} was removed.`)).toBeVisible();
    }
    await expect(cards).toHaveCount(1);
    await cards
      .first()
      .getByRole("button", { name: /^Remove/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove card" }).click();
    await expect(page.getByRole("alert")).toHaveText("You can't remove your only card");
    await expectAccessible(page);

    await resetWorld(request);
    await page.goto("/profile/payment-methods?language=mi-NZ");
    await expect(heading(page)).toHaveText("Ngā tikanga utu");
    const cardsMi = page.getByRole("list", { name: "Ō kāri" }).getByRole("listitem");
    await expect(cardsMi.first()).toContainText("Visa ka mutu ki te 4242Matua");
    await page.getByRole("button", { name: "Tāpirihia he kāri" }).click();
    await expect(cardsMi).toHaveCount(3);
    await page.getByRole("button", { name: "Tangohia (Visa ka mutu ki te 4242)" }).click();
    // The expired Mastercard ranks next: the dialog says expired cards are skipped and the added card takes over.
    const ui = page.getByRole("alertdialog", { name: "Me tango tēnei kāri?" });
    await expect(ui).toContainText("Ka pekehia ngā kāri kua pau te wā");
    await ui.getByRole("button", { name: "Tangohia te kāri" }).click();
    await expect(cardsMi).toHaveCount(2);
    await expect(cardsMi.first()).toContainText("Matua");
    await expect(cardsMi.nth(1)).toContainText("Mastercard ka mutu ki te 4444Kua pau te wā");
    await expectAccessible(page);
  });

  test("PAY-02, PAY-03: prepay@ tops up $20 and sees the balance and expiry move; bad amounts send nothing; an auto top-up fires when the clock moves, in English then in Māori", async ({
    page,
    request,
  }) => {
    test.slow();
    await openSignedIn(page, "prepay@waea.test", "/profile/mobile/top-up");
    await expect(heading(page)).toHaveText("Top up");
    const amount = page.getByRole("textbox", { name: "Amount", exact: true });
    const balance = page.getByText("Prepay balance").locator("..");
    await expect(balance).toContainText("$23.50");
    const expiry = balance.getByText(/^Credit expires on/);
    const expiresBefore = await expiry.innerText();
    await expectAccessible(page);
    for (const [typed, message] of [
      ["0", "Top-up amount must be larger than $0.99 NZD"],
      ["0.999", "Amount format is invalid"],
      ["1000", "Top-up amount can't be more than $999.00"],
      ["abc", "Amount format is invalid"],
    ] as const) {
      await amount.fill(typed);
      await page.getByRole("button", { name: "Top up", exact: true }).click();
      // The message may wait for the payments texts, which load with the first payment or refusal.
      await expect.poll(() => describedBy(page, amount)).toContain(message);
    }
    await expect(balance).toContainText("$23.50");
    await amount.fill("20");
    await page.getByRole("button", { name: "Top up", exact: true }).click();
    const done = page.getByRole("region", { name: "Top-up done" });
    await expect(done).toContainText("$20.00 was added to your balance.");
    await expect(done).toContainText("Your balance is now $43.50.");
    await expect(balance).toContainText("$43.50");
    await expect(expiry).not.toHaveText(expiresBefore);
    await expectAccessible(page);

    // Auto top-up: $10 every day from the default card, fired when the operator's clock moves a day (control door).
    const auto = page.getByRole("region", { name: "Auto top-up" });
    await auto.getByRole("switch", { name: "Top up automatically" }).check();
    await auto.getByRole("textbox", { name: "Every how many days" }).fill("1");
    await auto.getByRole("textbox", { name: "Amount each time" }).fill("10");
    await auto.getByRole("button", { name: "Save auto top-up" }).click();
    await expect(auto).toContainText("Auto top-up is on: $10.00 every day.");
    await expectAccessible(page);
    await request.post("/api/__control/clock", { data: { AdvanceMillis: DAY_MILLIS } });
    await openSignedIn(page, "prepay@waea.test", "/profile/mobile/top-up?language=mi-NZ");
    await expect(heading(page)).toHaveText("Whakakīa te moni");
    await expect(page.getByText("Te toenga utu tōmua").locator("..")).toContainText("$53.50");
    const aunoa = page.getByRole("region", { name: "Whakakī aunoa" });
    await expect(aunoa).toContainText("Kei te kā te whakakī aunoa: $10.00 ia rā.");
    await aunoa.getByRole("switch", { name: "Whakakīa aunoatia" }).uncheck();
    await expect(aunoa).toContainText("Kua weto te whakakī aunoa.");
    await page.getByRole("textbox", { name: "Te moni", exact: true }).fill("0");
    await page.getByRole("button", { name: "Whakakīa", exact: true }).click();
    await expect
      .poll(() => describedBy(page, page.getByRole("textbox", { name: "Te moni", exact: true })))
      .toContain("Me nui ake te moni whakakī i te $0.99 NZD");
    await expectAccessible(page);
  });

  test("PAY-04: postpay@ pays the full amount and sees the receipt and the history entry; a custom amount is checked; a declined card shows the spec's message, in English then in Māori", async ({
    page,
    request,
  }) => {
    test.slow();
    await openSignedIn(page, "postpay@waea.test", "/link/custom-amount");
    await expect(heading(page)).toHaveText("Pay bill");
    await expect(page.getByRole("radio", { name: "Another amount" })).toBeChecked();
    const amount = page.getByRole("textbox", { name: "Amount" });
    for (const [typed, message] of [
      ["0", "Please enter an amount"],
      ["0.999", "Amounts have at most two decimals"],
      ["20000", "The maximum payment is $10,000.00"],
      ["abc", "Amount format is invalid"],
    ] as const) {
      await amount.fill(typed);
      await page.getByRole("button", { name: "Pay now" }).click();
      // The message may wait for the payments texts, which load with the first payment or refusal.
      await expect.poll(() => describedBy(page, amount)).toContain(message);
    }
    await expectAccessible(page);

    // A declined card (the payments control door): the spec's message, the bill unpaid.
    await request.post("/api/__control/payments", { data: { FailureRate: 1 } });
    await page.getByRole("radio", { name: /^The full amount/ }).check();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByRole("alert")).toHaveText("Payment is failed");
    await expectAccessible(page);
    await request.post("/api/__control/payments", { data: { FailureRate: 0 } });

    const full = (await page.getByText(/^The full amount, /).innerText()).replace("The full amount, ", "");
    await page.getByRole("button", { name: "Pay now" }).click();
    const receipt = page.getByRole("region", { name: "Payment received" });
    await expect(receipt).toContainText("Bill payment");
    await expect(receipt).toContainText("Visa ending 4242");
    await expect(receipt).toContainText("Your balance is now $0.00.");
    await expectAccessible(page);
    // The payment is the history's newest entry.
    await navigateInPage(page, "/profile/payments-history");
    const newest = page.getByRole("main").locator("tbody tr").first();
    await expect(newest).toContainText("Bill payment");
    await expect(newest).toContainText("Card ending 4242");
    await expect(newest).toContainText(full);

    await resetWorld(request);
    await page.goto("/link/full-amount?language=mi-NZ");
    await expect(heading(page)).toHaveText("Utua te pire");
    await page.getByRole("button", { name: "Utua ināianei" }).click();
    const rihīti = page.getByRole("region", { name: "Kua riro te utu" });
    await expect(rihīti).toContainText("Utu pire");
    await expect(rihīti).toContainText("Ko tō toenga ināianei: $0.00.");
    await expectAccessible(page);
  });
});
