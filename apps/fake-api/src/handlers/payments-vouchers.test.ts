import { describe, expect, it } from "vitest";
import { outstandingCents } from "@waea/domain/billing";
import { PaymentStatusGroups, paymentStatusGroup, type PaymentHistoryReply } from "@waea/domain/payments";
import { DEMO_PROMO_CODES, DEMO_VOUCHERS } from "../world/payments-extras-seed";
import { signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

describe("payment history (PAY-08)", () => {
  it("pages prepay@'s 30 payments by 14, newest first, covering every status group", async () => {
    const t = await signedIn(api(), "prepay");
    const page = async (n: number) =>
      (await t.ok(
        "GET",
        `/customer/${t.ids.customer}/payment-history?PageNumber=${n}&PageSize=14`,
      )) as PaymentHistoryReply;
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.Transactions.length)).toEqual([14, 14, 2]);
    expect(pages[0]?.PageInfo).toMatchObject({ TotalItemCount: 30, TotalPages: 3, PageNumber: 1 });
    const all = pages.flatMap((p) => p.Transactions);
    const times = all.map((transaction) => transaction.CreatedAtNanos ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.map((transaction) => paymentStatusGroup(transaction.Status)))).toEqual(
      new Set(PaymentStatusGroups),
    );
    const url = `/customer/${t.ids.customer}/payment-history`;
    expect((await t.refused("GET", `${url}?PageNumber=0&PageSize=14`)).status).toBe(400);
    expect((await t.refused("GET", `${url}?PageNumber=1&PageSize=101`)).status).toBe(400);
  });
});

describe("vouchers and promo codes (PAY-05)", () => {
  it("checks a voucher, redeems it once onto the balance, and reports used and invalid codes", async () => {
    const t = await signedIn(api(), "prepay");
    const [voucher] = DEMO_VOUCHERS.redeemable;
    const at = (action: string, code: string) =>
      `/customer/${t.ids.customer}/${action}/${t.ids.product}/${code}`;
    expect(await t.ok("POST", at("check_voucher", voucher.code))).toEqual({
      Valid: true,
      CreditCents: voucher.cents,
      Description: "$20.00 credit",
    });
    expect(await t.ok("POST", at("redeem_voucher", voucher.code))).toEqual({
      Status: "redeemed",
      Attributes: { CreditCents: voucher.cents },
    });
    expect(t.store.world.payments.prepay[t.ids.product]?.MainBalCreditCents).toBe(2350 + voucher.cents);
    expect(t.store.world.payments.history[t.ids.customer]?.[0]).toMatchObject({
      Status: "COMPLETED",
      PaymentMethodType: "voucher",
    });
    expect((await t.ok("POST", at("check_voucher", voucher.code))).Valid).toBe(false);
    expect(await t.refused("POST", at("redeem_voucher", voucher.code))).toEqual({
      status: 400,
      message: "This voucher has already been redeemed",
    });
    expect((await t.ok("POST", at("check_voucher", DEMO_VOUCHERS.used.code))).Valid).toBe(false);
    expect((await t.ok("POST", at("check_voucher", "1111111111111"))).Valid).toBe(false);
    expect(await t.refused("POST", at("check_voucher", "123"))).toEqual({
      status: 400,
      message: "Please enter a valid voucher code",
    });
  });

  it("refuses to redeem an unknown code with 400, as a used one and the guest redemption are refused", async () => {
    const t = await signedIn(api(), "prepay");
    const at = `/customer/${t.ids.customer}/redeem_voucher/${t.ids.product}/1111111111111`;
    expect(await t.refused("POST", at)).toEqual({ status: 400, message: "This voucher code is not valid" });
  });

  it("ONB-03, ONB-08: a voucher pays for new@'s first bundle before the service is activated (voucher_redeem_activation)", async () => {
    const t = await signedIn(api(), "new");
    const voucher = DEMO_VOUCHERS.redeemable[1];
    const at = (action: string, code: string) =>
      `/customer/${t.ids.customer}/${action}/${t.ids.product}/${code}`;
    expect(t.store.world.core.products[t.ids.product]?.BillingReference).toBeUndefined();
    expect(await t.ok("POST", at("check_voucher", voucher.code))).toEqual({
      Valid: true,
      CreditCents: voucher.cents,
      Description: "$10.00 credit",
    });
    expect(await t.ok("POST", at("redeem_voucher", voucher.code))).toMatchObject({ Status: "redeemed" });
    expect(t.store.world.payments.prepay[t.ids.product]?.MainBalCreditCents).toBe(voucher.cents);
    expect(await t.ok("POST", at("check_voucher", DEMO_VOUCHERS.used.code))).toEqual({
      Valid: false,
      Redeemed: true,
      Description: "This voucher has already been redeemed",
    });
    expect(await t.ok("POST", at("check_voucher", "1111111111111"))).toEqual({
      Valid: false,
      Description: "This voucher code is not valid",
    });
  });

  it("needs a prepay product", async () => {
    const t = await signedIn(api(), "postpay");
    const code = DEMO_VOUCHERS.redeemable[0].code;
    const refused = await t.refused(
      "POST",
      `/customer/${t.ids.customer}/check_voucher/${t.ids.product}/${code}`,
    );
    expect(refused).toEqual({ status: 404, message: "No prepay product" });
  });

  it("applies a promo code once per account, in any case, and refuses expired and unknown ones", async () => {
    const t = await signedIn(api(), "postpay");
    const url = `/api/customers/v1/${t.ids.customer}/promocode`;
    const owed = outstandingCents(t.store.world.billing.invoices[t.ids.customer] ?? []);
    const reply = await t.ok("POST", url, { Code: ` ${DEMO_PROMO_CODES.valid.toLowerCase()} ` });
    expect(reply).toMatchObject({ Status: "applied" });
    // The credit pays the bill (the oldest unpaid invoice first), not a credit beside what is still owed.
    expect(t.store.world.payments.postpayCredit[t.ids.customer]).toBe(0);
    expect(outstandingCents(t.store.world.billing.invoices[t.ids.customer] ?? [])).toBe(owed - 500);
    expect(await t.refused("POST", url, { Code: DEMO_PROMO_CODES.valid })).toEqual({
      status: 409,
      message: "This promo code has already been applied to this account",
    });
    expect(await t.refused("POST", url, { Code: DEMO_PROMO_CODES.expired })).toEqual({
      status: 410,
      message: "This promo code has expired",
    });
    expect(await t.refused("POST", url, { Code: "NOPE" })).toEqual({
      status: 404,
      message: "This promo code can't be applied",
    });
    expect((await t.refused("POST", url, { Code: " " })).message).toBe("Please enter a promo code");
  });

  it("credits a prepay account's balance with a promo code", async () => {
    const t = await signedIn(api(), "prepay");
    await t.ok("POST", `/api/customers/v1/${t.ids.customer}/promocode`, { Code: DEMO_PROMO_CODES.valid });
    expect(t.store.world.payments.prepay[t.ids.product]?.MainBalCreditCents).toBe(2850);
  });
});
