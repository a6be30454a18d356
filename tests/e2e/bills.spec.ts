import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expectAccessible } from "./support/a11y";
import { SEED, resetWorld } from "./support/control";
import { messagesOf } from "./support/fields";
import { heading, navigateInPage } from "./support/pages";
import { expectNoApiCall } from "./support/requests";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** The text of a PDF as a viewer reads it. */
const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return texts.join("\n").replace(/ +/g, " ");
};

/**
 * The signed-in customer renames themselves through the operator's personal-data call, with the session the page
 * keeps: postpay@'s demo name has no macrons, and the PDF must keep them.
 */
const renameSignedIn = async (page: Page, firstName: string, lastName: string, email: string) => {
  const stored = await page.evaluate(() => window.localStorage.getItem("waea.auth"));
  const auth = JSON.parse(stored ?? "{}") as { JWT?: string; AuthResponse?: { CustomerUUID?: string } };
  const reply = await page.request.put(`/api/v2/${SEED}/customer/${auth.AuthResponse?.CustomerUUID ?? ""}`, {
    headers: { authorization: `Bearer ${auth.JWT ?? ""}` },
    data: { SPID: SEED, FirstName: firstName, LastName: lastName, Email: email },
  });
  expect(reply.ok()).toBe(true);
};

const tableRows = (page: Page) => page.getByRole("main").locator("tbody tr");

test("PAY-06, PAY-07, PAY-08: postpay@ pages invoices by status, opens one, downloads its tax invoice PDF, reads receipts and history, in English and Māori", async ({
  page,
}) => {
  // Five pages in two languages, a download and its PDF read: a long journey.
  test.slow();
  await openSignedIn(page, "postpay@waea.test", "/profile/invoices");
  await renameSignedIn(page, "Tāmati", "Ngāti Pōneke", "postpay@waea.test");
  await expect(heading(page)).toHaveText("Invoices");
  await expect(page.getByRole("alert")).toHaveText(
    "You have an overdue invoice. Please pay it to avoid interruption to your service.",
  );
  await expect(tableRows(page)).toHaveCount(10);
  const pages = page.getByRole("navigation", { name: "Pages of invoices" });
  await pages.getByRole("button", { name: "Page 3" }).click();
  await expect(page.getByText("Your invoices, newest first, page 3 of 3")).toBeAttached();
  await expect(tableRows(page)).toHaveCount(5);
  await page.getByRole("radio", { name: "Overdue" }).check();
  await expect(page.getByText("Your invoices, newest first, page 1 of 1")).toBeAttached();
  await expect(tableRows(page)).toHaveCount(1);
  await expectAccessible(page);

  const link = tableRows(page).first().getByRole("link");
  const number = (await link.textContent()) ?? "";
  await link.click();
  await expect(page.getByRole("heading", { level: 2, name: `Invoice ${number}` })).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const text = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(text).toContain("Tāmati Ngāti Pōneke");
  expect(text).toContain("Tax invoice");
  expect(text).toContain("GST number: 123-456-785");
  expect(text).toContain(number);

  await navigateInPage(page, "/profile/receipts");
  await expect(heading(page)).toHaveText("Receipts");
  await expect(tableRows(page)).toHaveCount(10);
  await expectAccessible(page);
  await navigateInPage(page, "/profile/payments-history");
  await expect(heading(page)).toHaveText("Payment history");
  await expect(tableRows(page).first().getByRole("rowheader")).toHaveText(
    /^\d{2} [A-Z][a-z]{2} \d{4} @ \d{2}:\d{2}$/,
  );
  await expectAccessible(page);

  // The same pages in Māori.
  await navigateInPage(page, "/profile/invoices?language=mi-NZ");
  await expect(heading(page)).toHaveText("Ngā pire");
  await expect(page.getByRole("navigation", { name: "Ngā whārangi o ngā pire" })).toBeVisible();
  await expectAccessible(page);
  await navigateInPage(page, `/profile/account/invoices/${number}`);
  await expect(page.getByRole("heading", { level: 2, name: `Pire ${number}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Tikiake te PDF" })).toBeVisible();
  await expectAccessible(page);
  await navigateInPage(page, "/profile/receipts");
  await expect(heading(page)).toHaveText("Ngā rīhiti");
  await expectAccessible(page);
});

test("PAY-05, PAY-08: prepay@ redeems voucher 6700000000012 once, is refused the second time and for bad codes, and pages its history, in English and Māori", async ({
  page,
}) => {
  // Two pages in two languages with a redemption each way: hence the slow budget.
  test.slow();
  await openSignedIn(page, "prepay@waea.test", "/profile/redeem-voucher");
  await expect(heading(page)).toHaveText("Redeem a voucher");
  const field = page.getByLabel("Voucher code", { exact: true });
  for (const bad of ["670000000001", "67000000000AB"]) {
    await field.fill(bad);
    await expectNoApiCall(page, async () => {
      await page.getByRole("button", { name: "Check voucher" }).click();
      await expect(messagesOf(page, "Voucher code")).toHaveText(["Please enter a valid voucher code"]);
    });
  }
  await expectAccessible(page);
  await field.fill("6700000000012");
  await page.getByRole("button", { name: "Check voucher" }).click();
  await expect(page.getByText("Voucher 6700000000012 gives you $20.00 credit.")).toBeVisible();
  await page.getByRole("button", { name: "Redeem voucher" }).click();
  await expect(
    page.getByText("Your voucher has been redeemed: $20.00 credit is on your balance."),
  ).toBeVisible();

  await page.goto("/profile/redeem-voucher?language=mi-NZ");
  await expect(heading(page)).toHaveText("Whakamahia he tīkiti");
  await page.getByLabel("Waehere tīkiti", { exact: true }).fill("6700000000012");
  await page.getByRole("button", { name: "Tirohia te tīkiti" }).click();
  await expect(page.getByRole("alert")).toHaveText("Kua whakamahia kē tēnei tīkiti");
  await expectAccessible(page);

  // The history: the redemption first, then the 30 seeded payments, 14 a page.
  await navigateInPage(page, "/profile/payments-history?language=mi-NZ");
  await expect(heading(page)).toHaveText("Hītori utu");
  const whārangi = page.getByRole("navigation", { name: "Ngā whārangi o ngā utu" });
  await expect(whārangi.getByRole("button", { name: "Whārangi 3" })).toBeVisible();
  await expectAccessible(page);
  await navigateInPage(page, "/profile/payments-history?language=en");
  await expect(heading(page)).toHaveText("Payment history");
  await expect(tableRows(page)).toHaveCount(14);
  await expect(tableRows(page).first()).toContainText("Voucher ending 0012");
  const pages = page.getByRole("navigation", { name: "Pages of payments" });
  await pages.getByRole("button", { name: "Page 3" }).click();
  await expect(page.getByText("Your payments, newest first, page 3 of 3")).toBeAttached();
  await expect(tableRows(page)).toHaveCount(3);
  // The English history is checked with axe in the journey above (postpay@'s); the Māori one here.
});
