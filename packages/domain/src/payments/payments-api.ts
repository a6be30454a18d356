import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { PostpayAccount, PostpayProduct, PrepayProduct } from "../billing";
import type { ApiError, IntentKey } from "../ports";
import type {
  AddonPurchaseReply,
  PostpayAddonRequest,
  PrepayAddonInitialRequest,
  PrepayAddonRequest,
} from "./addon-purchase";
import type { AutoTopUpRequest, AutoTopUpSetting } from "./auto-top-up";
import type { PostpayBalanceRequest } from "./balances";
import type { PaymentMethodListReply, SetupPaymentMethodReply } from "./payment-method";
import type { PaymentReply, PaymentRequest } from "./payment-request";
import type { PaymentHistoryQuery, PaymentHistoryReply } from "./payment-transaction";
import type { TopUpIntentReply, TopUpReply, TopUpRequest } from "./top-up";
import type { PromoCodeReply, VoucherCheckReply, VoucherRedeemReply } from "./voucher";

/**
 * The operator's card, payment, top-up, balance, add-on purchase, payment history and voucher calls
 * (spec 02 §7), each named by its contract entry (the contract holds the paths). A call that moves money takes the
 * IntentKey of its intent (ports/intent-key.ts), the same on every retry. Not to be confused with the
 * Payments port of ../ports, the card provider that confirms secrets.
 */
export interface PaymentsApiService {
  /** payments.listPaymentMethods: the stored cards of an account, deleted ones included. */
  readonly listPaymentMethods: (account: string) => Effect.Effect<PaymentMethodListReply, ApiError>;
  /** payments.setupPaymentMethod: a setup intent whose secret the card provider confirms to store a new card. */
  readonly setupPaymentMethod: (account: string) => Effect.Effect<SetupPaymentMethodReply, ApiError>;
  /** payments.deletePaymentMethod: removes a valid card. */
  readonly deletePaymentMethod: (account: string, id: string) => Effect.Effect<void, ApiError>;
  /** payments.deleteInvalidPaymentMethod: removes an expired card. */
  readonly deleteInvalidPaymentMethod: (account: string, id: string) => Effect.Effect<void, ApiError>;
  /** payments.setPaymentMethodRank: ranks a card (1 is the default). */
  readonly setPaymentMethodRank: (account: string, id: string, rank: number) => Effect.Effect<void, ApiError>;
  /** payments.pay: pays a postpay bill. */
  readonly pay: (
    account: string,
    request: PaymentRequest,
    intent: IntentKey,
  ) => Effect.Effect<PaymentReply, ApiError>;
  /** payments.getAccount: the postpay account, its billing cycles and Balance. */
  readonly getAccount: (account: string) => Effect.Effect<PostpayAccount, ApiError>;
  /** payments.topUpIntent: a ClientSecret to top a prepay product up by card. */
  readonly topUpIntent: (
    customerUUID: string,
    product: string,
    cents: number,
    intent: IntentKey,
  ) => Effect.Effect<TopUpIntentReply, ApiError>;
  /** payments.topUp: tops a prepay product up. */
  readonly topUp: (
    customerUUID: string,
    request: TopUpRequest,
    intent: IntentKey,
  ) => Effect.Effect<TopUpReply, ApiError>;
  /** payments.prepayBalance: a prepay product's balance, its expiry and add-ons. */
  readonly prepayBalance: (customerUUID: string, product: string) => Effect.Effect<PrepayProduct, ApiError>;
  /** payments.postpayBalance: a postpay product's balance and account. */
  readonly postpayBalance: (request: PostpayBalanceRequest) => Effect.Effect<PostpayProduct, ApiError>;
  /** payments.purchasePrepayAddon: buys an add-on or plan on prepay. */
  readonly purchasePrepayAddon: (
    customerUUID: string,
    productId: string,
    availabilityId: string,
    request: PrepayAddonRequest,
    intent: IntentKey,
  ) => Effect.Effect<AddonPurchaseReply, ApiError>;
  /** payments.purchasePrepayAddonInitial: a new product's first purchase (activation). */
  readonly purchasePrepayAddonInitial: (
    customerUUID: string,
    productId: string,
    availabilityId: string,
    request: PrepayAddonInitialRequest,
    intent: IntentKey,
  ) => Effect.Effect<AddonPurchaseReply, ApiError>;
  /** payments.purchasePostpayAddon: buys an add-on on postpay, charged on the bill. */
  readonly purchasePostpayAddon: (
    request: PostpayAddonRequest,
    intent: IntentKey,
  ) => Effect.Effect<AddonPurchaseReply, ApiError>;
  /** payments.paymentHistory: one page of the payment history. */
  readonly paymentHistory: (
    account: string,
    query: PaymentHistoryQuery,
  ) => Effect.Effect<PaymentHistoryReply, ApiError>;
  /** payments.checkVoucher: whether a voucher can be redeemed on a prepay product, and its credit. */
  readonly checkVoucher: (
    customerUUID: string,
    product: string,
    code: string,
  ) => Effect.Effect<VoucherCheckReply, ApiError>;
  /** payments.redeemVoucher: redeems a voucher onto a prepay product. */
  readonly redeemVoucher: (
    customerUUID: string,
    product: string,
    code: string,
    intent: IntentKey,
  ) => Effect.Effect<VoucherRedeemReply, ApiError>;
  /** payments.redeemPromoCode: applies a promo code to a customer account. */
  readonly redeemPromoCode: (customerUUID: string, code: string) => Effect.Effect<PromoCodeReply, ApiError>;
  /** payments.autoTopUp: a prepay product's auto top-up (PAY-03), off with the smallest valid values until set. */
  readonly autoTopUp: (customerUUID: string, product: string) => Effect.Effect<AutoTopUpSetting, ApiError>;
  /** payments.setAutoTopUp: keeps a product's auto top-up rule, or turns it off; the operator tops up on time. */
  readonly setAutoTopUp: (
    customerUUID: string,
    product: string,
    request: AutoTopUpRequest,
  ) => Effect.Effect<AutoTopUpSetting, ApiError>;
}

export class PaymentsApi extends Context.Tag("waea/PaymentsApi")<PaymentsApi, PaymentsApiService>() {}
