import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { DEMO_PASSWORD, SEED, resetWorld } from "../support/control";
import { messagesOf } from "../support/fields";
import { switchLanguage } from "../support/language";
import { heading } from "../support/pages";
import { expectNoApiCall } from "../support/requests";

test.beforeEach(async ({ request }) => resetWorld(request));

/**
 * What the person paying knows of a demo login, read through the operator's own calls (no page tells an anonymous
 * visitor these): the mobile number of its first service, as typed (021 ...), and the number of
 * an invoice that still has something to pay.
 */
const knownOf = async (request: APIRequestContext, email: string) => {
  const signIn = await request.post(`/api/v2/${SEED}/auth`, {
    data: {
      IdentityProvider: "LOCAL",
      AuthID: email,
      AuthCode: DEMO_PASSWORD,
      SPID: SEED,
      IncludeRoles: true,
    },
  });
  const auth = (await signIn.json()) as { JWT: string; AuthResponse: { CustomerUUID: string } };
  const headers = { authorization: `Bearer ${auth.JWT}` };
  const uuid = auth.AuthResponse.CustomerUUID;
  const products = (await (
    await request.get(`/api/v2/${SEED}/customer/${uuid}/mobile_products`, { headers })
  ).json()) as { MobileProducts: ReadonlyArray<{ MSISDN: string }> };
  const invoices = (await (await request.get(`/api/v2/customer/${uuid}/invoices`, { headers })).json()) as {
    Result?: ReadonlyArray<{ Number: string; RemainingAmountCents: number }>;
  };
  return {
    number: `0${products.MobileProducts[0]?.MSISDN.slice(2) ?? ""}`,
    unpaidInvoice: invoices.Result?.find((invoice) => invoice.RemainingAmountCents > 0)?.Number ?? "",
  };
};

const tickCaptcha = (page: Page) => page.getByRole("checkbox", { name: "I am not a robot" }).check();

test("GST-01: a guest recharges prepay@'s number with a voucher after a refused 12-digit code, in English then Māori (non-production settings)", async ({
  page,
  request,
}) => {
  const { number } = await knownOf(request, "prepay@waea.test");
  await page.goto("/recharge");
  await expect(heading(page)).toHaveText("Recharge a mobile");
  await page.getByLabel("Mobile number").fill(number);
  await page.getByLabel("Voucher code").fill("670000000001");
  await tickCaptcha(page);
  await expectNoApiCall(page, async () => {
    await page.getByRole("button", { name: "Recharge" }).click();
    await expect(messagesOf(page, "Voucher code")).toHaveText(["Please enter a valid voucher code"]);
  });
  await expectAccessible(page);
  await page.getByLabel("Voucher code").fill("6700000000012");
  await page.getByRole("button", { name: "Recharge" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Voucher redeemed" })).toHaveText(
    `Voucher redeemed: $20.00 has been added to ${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}.`,
  );

  await switchLanguage(page, "mi-NZ");
  await page.getByRole("button", { name: "Utua anō" }).click();
  await expect(heading(page)).toHaveText("Whakakīa te moni o tētahi waea pūkoro");
  await page.getByLabel("Nama waea pūkoro").fill(number);
  await page.getByLabel("Waehere tīkiti").fill("6700000000012");
  await page.getByRole("checkbox", { name: "Ehara au i te karetao" }).check();
  await page.getByRole("button", { name: "Whakakīa", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Hapa i te whakamahi i te tīkiti");
  await expectAccessible(page);
});

test("GST-02: a guest pays postpay@'s bill by invoice number with a card typed on the page after bad amounts and an expired card send nothing, in English then Māori (non-production settings)", async ({
  page,
  request,
}) => {
  const { unpaidInvoice } = await knownOf(request, "postpay@waea.test");
  expect(unpaidInvoice).not.toBe("");
  await page.goto("/pay-bill");
  await expect(heading(page)).toHaveText("Pay a bill");
  await page.getByLabel("Invoice or account number").fill(unpaidInvoice);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("01/24");
  await page.getByLabel("Security code").fill("123");
  await tickCaptcha(page);
  await expectNoApiCall(page, async () => {
    for (const [typed, message] of [
      ["0", "Please enter an amount"],
      ["0.999", "Amount format is invalid"],
      ["20000", "The maximum payment is $10,000.00"],
      ["abc", "Amount format is invalid"],
    ] as const) {
      await page.getByLabel("Amount").fill(typed);
      await page.getByRole("button", { name: "Pay bill" }).click();
      await expect(messagesOf(page, "Amount")).toHaveText([message]);
      await expect(messagesOf(page, "Expiry date")).toHaveText([
        "This card has expired. Please choose or add another card.",
      ]);
    }
  });
  await page.getByLabel("Amount").fill("25");
  await page.getByLabel("Expiry date").fill("12/30");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Pay bill" }).click();
  await expect(page.getByText("Payment successful.")).toBeVisible();
  await expect(page.getByText(`$25.00 paid for ${unpaidInvoice}.`)).toBeVisible();

  await switchLanguage(page, "mi-NZ");
  await expect(page.getByText("I angitu te utu.")).toBeVisible();
  await expect(page.getByText(`Kua utua te $25.00 mō ${unpaidInvoice}.`)).toBeVisible();
  await expectAccessible(page);
});
