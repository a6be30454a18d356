import * as Schema from "effect/Schema";
import {
  AddonPurchaseReply,
  PaymentMethodType,
  PaymentsMessages,
  PostpayAddonRequest,
  PrepayAddonInitialRequest,
  PrepayAddonRequest,
  PromoCodeReply,
  PromoCodeRequest,
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  TopUpIntentReply,
  TopUpReply,
  TopUpRequest,
  VoucherCheckReply,
  VoucherRedeemReply,
} from "@waea/domain/payments";
import { VoucherKeys, isVoucherCode } from "@waea/domain/validation";
import { defineCall, json } from "./define";
import { MONEY_MOVED } from "./money-moved";
import { prepayBalanceCall } from "./payment-balances";
import { paymentHistoryCall } from "./payment-history";
import { centsBetween, nonBlank, queryCentsBetween } from "./input-rules";
import { PathParam } from "./wire";

/** A voucher code is 13 digits (spec 02 §5: 'Please enter a valid voucher code'). */
const VoucherCode = PathParam.pipe(Schema.filter(isVoucherCode, { message: () => VoucherKeys.invalid }));
const CustomerProductCode = Schema.Struct({ customerUUID: PathParam, product: PathParam, code: VoucherCode });
const AddonPath = Schema.Struct({ customerUUID: PathParam, productId: PathParam, availabilityId: PathParam });

/** A top-up is more than $0.99 and at most $999.00 (spec 02 §5; the domain's checkTopUpAmount). */
const TOP_UP_MESSAGES = {
  required: PaymentsMessages.amountRequired,
  tooSmall: PaymentsMessages.topUpAmountTooSmall,
  tooLarge: PaymentsMessages.topUpAmountTooLarge,
} as const;
const TopUpWireRequest = Schema.Struct({
  ...TopUpRequest.fields,
  Amount: centsBetween(TOP_UP_MIN_CENTS, TOP_UP_MAX_CENTS, TOP_UP_MESSAGES),
});

/** A plan or add-on is paid by card, billing route or balance: a bank transfer cannot pay for it. */
const AddonInitialWireRequest = Schema.Struct({
  ...PrepayAddonInitialRequest.fields,
  PaymentMethodType: Schema.optional(
    PaymentMethodType.pipe(
      Schema.filter((type): boolean => type !== "bank_transfer", {
        message: () => "a bank transfer cannot pay for a plan or add-on",
      }),
    ),
  ),
});

/** A promo code is not blank ('Please enter a promo code'). */
const PromoCodeWireRequest = Schema.Struct({
  ...PromoCodeRequest.fields,
  Code: nonBlank(PaymentsMessages.noPromoCode),
});

/** Top-ups, prepay balance, add-on purchases, payment history, vouchers and promo codes (spec 02 §7). */
export const paymentPurchaseCalls = [
  defineCall({
    id: "payments.topUpIntent",
    method: "GET",
    path: "/customer/{customerUUID}/topup/{product}/{cents}",
    params: Schema.Struct({
      customerUUID: PathParam,
      product: PathParam,
      cents: queryCentsBetween(TOP_UP_MIN_CENTS, TOP_UP_MAX_CENTS, TOP_UP_MESSAGES),
    }),
    reply: json(TopUpIntentReply),
    auth: "bearer",
    replyShown: true,
    movesMoney: true,
  }),
  defineCall({
    id: "payments.topUp",
    method: "POST",
    path: "/customer/{customerUUID}/topup",
    params: Schema.Struct({ customerUUID: PathParam }),
    body: TopUpWireRequest,
    reply: json(TopUpReply),
    auth: "bearer",
    replyShown: false,
    invalidates: MONEY_MOVED,
    movesMoney: true,
  }),
  prepayBalanceCall,
  defineCall({
    id: "payments.purchasePrepayAddon",
    method: "POST",
    path: "/customer/{customerUUID}/prepay_addon/{productId}/{availabilityId}",
    params: AddonPath,
    body: PrepayAddonRequest,
    reply: json(AddonPurchaseReply),
    auth: "bearer",
    replyShown: false,
    invalidates: MONEY_MOVED,
    movesMoney: true,
  }),
  defineCall({
    id: "payments.purchasePrepayAddonInitial",
    method: "POST",
    path: "/customer/{customerUUID}/prepay_addon_initial/{productId}/{availabilityId}",
    params: AddonPath,
    body: AddonInitialWireRequest,
    reply: json(AddonPurchaseReply),
    auth: "bearer",
    replyShown: false,
    invalidates: MONEY_MOVED,
    movesMoney: true,
  }),
  defineCall({
    id: "payments.purchasePostpayAddon",
    method: "POST",
    path: "/postpay/addon",
    body: PostpayAddonRequest,
    reply: json(AddonPurchaseReply),
    auth: "bearer",
    replyShown: true,
    invalidates: MONEY_MOVED,
    movesMoney: true,
  }),
  paymentHistoryCall,
  defineCall({
    id: "payments.checkVoucher",
    method: "POST",
    path: "/customer/{customerUUID}/check_voucher/{product}/{code}",
    params: CustomerProductCode,
    reply: json(VoucherCheckReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "payments.redeemVoucher",
    method: "POST",
    path: "/customer/{customerUUID}/redeem_voucher/{product}/{code}",
    params: CustomerProductCode,
    reply: json(VoucherRedeemReply),
    auth: "bearer",
    replyShown: false,
    invalidates: MONEY_MOVED,
    movesMoney: true,
  }),
  defineCall({
    id: "payments.redeemPromoCode",
    method: "POST",
    path: "/api/customers/v1/{customerUUID}/promocode",
    params: Schema.Struct({ customerUUID: PathParam }),
    body: PromoCodeWireRequest,
    reply: json(PromoCodeReply),
    auth: "bearer",
    replyShown: false,
  }),
] as const;
