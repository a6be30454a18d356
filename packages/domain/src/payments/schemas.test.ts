import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { AddonPurchaseReply, PrepayAddonInitialRequest } from "./addon-purchase";
import { PostpayBalanceRequest } from "./balances";
import { PaymentMethodListReply } from "./payment-method";
import { PaymentReply, PaymentRequest } from "./payment-request";
import { PaymentHistoryReply } from "./payment-transaction";
import { TopUpRequest } from "./top-up";
import { PromoCodeReply, PromoCodeRequest, VoucherCheckReply, VoucherRedeemReply } from "./voucher";

const decodes = <A, I>(schema: Schema.Schema<A, I>, value: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(value));

describe("payments schemas", () => {
  it("decode the operator's payloads and replies", () => {
    expect(
      decodes(PaymentMethodListReply, { PaymentMethods: [{ UUID: "a", Rank: 1, CardLast4: "4242" }] }),
    ).toBe(true);
    expect(
      decodes(PaymentRequest, {
        AmountCents: 100,
        PaymentMethodType: "cards",
        PaymentMethodID: "a",
        ProductInstanceUUID: "p",
      }),
    ).toBe(true);
    expect(decodes(PaymentReply, { Status: "completed" })).toBe(true);
    expect(
      decodes(PaymentHistoryReply, {
        Transactions: [{ Status: "COMPLETED", AmountCents: 5 }],
        PageInfo: { TotalItemCount: 1 },
      }),
    ).toBe(true);
    expect(
      decodes(AddonPurchaseReply, {
        Status: "pending_payment",
        ClientSecret: "s",
        PrepayProduct: { UUID: "p", AddOns: [] },
      }),
    ).toBe(true);
    expect(
      decodes(PrepayAddonInitialRequest, {
        AuthorizeOnly: true,
        Subscribe: true,
        PAYG: false,
        PaymentMethodType: "cards",
      }),
    ).toBe(true);
    expect(
      decodes(TopUpRequest, {
        ProductInstanceUUID: "p",
        Amount: 2000,
        PaymentMethodType: "cards",
        PaymentMethodID: "a",
      }),
    ).toBe(true);
    expect(decodes(PostpayBalanceRequest, { CustomerUUID: "c", UUID: "p" })).toBe(true);
    expect(decodes(VoucherCheckReply, { Valid: true, CreditCents: 2000 })).toBe(true);
    expect(decodes(VoucherRedeemReply, { Attributes: { CreditCents: 2000 } })).toBe(true);
    expect(decodes(PromoCodeRequest, { Code: "WELCOME" })).toBe(true);
    expect(decodes(PromoCodeReply, {})).toBe(true);
  });
  it("refuse what the operator never sends", () => {
    expect(
      decodes(PaymentRequest, {
        AmountCents: 1.5,
        PaymentMethodType: "cards",
        PaymentMethodID: "a",
        ProductInstanceUUID: "p",
      }),
    ).toBe(false);
    expect(
      decodes(TopUpRequest, {
        ProductInstanceUUID: "p",
        Amount: 100,
        PaymentMethodType: "cash",
        PaymentMethodID: "a",
      }),
    ).toBe(false);
  });
});
