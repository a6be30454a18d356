import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { PostpayAccount, PostpayProduct, PrepayProduct } from "../billing";
import type { ApiError } from "../ports";
import type {
  AddonPurchaseReply,
  PostpayAddonRequest,
  PrepayAddonInitialRequest,
  PrepayAddonRequest,
} from "./addon-purchase";
import type { PostpayBalanceRequest } from "./balances";
import type { PaymentMethodListReply, SetupPaymentMethodReply } from "./payment-method";
import type { PaymentReply, PaymentRequest } from "./payment-request";
import type { PaymentHistoryQuery, PaymentHistoryReply } from "./payment-transaction";
import type { TopUpIntentReply, TopUpReply, TopUpRequest } from "./top-up";
import type { PromoCodeReply, VoucherCheckReply, VoucherRedeemReply } from "./voucher";

/**
 * The operator's card, payment, top-up, balance, add-on purchase, payment history and voucher calls
 * (spec 02 §7). Not to be confused with the Payments port of ../ports, the card provider that confirms secrets.
 */
export interface PaymentsApiService {
  /** GET /customer/{account}/payment-methods (read not shown in the spec; chosen beside PUT/DELETE) */
  readonly listPaymentMethods: (account: string) => Effect.Effect<PaymentMethodListReply, ApiError>;
  /** GET /customer/{account}/setup-payment-method */
  readonly setupPaymentMethod: (account: string) => Effect.Effect<SetupPaymentMethodReply, ApiError>;
  /** DELETE /customer/{account}/payment-methods/{id} */
  readonly deletePaymentMethod: (account: string, id: string) => Effect.Effect<void, ApiError>;
  /** DELETE /customer/{account}/invalid-payment-methods/{id} */
  readonly deleteInvalidPaymentMethod: (account: string, id: string) => Effect.Effect<void, ApiError>;
  /** PUT /customer/{account}/payment-methods/{id} with Rank */
  readonly setPaymentMethodRank: (account: string, id: string, rank: number) => Effect.Effect<void, ApiError>;
  /** POST /customer/{account}/payment */
  readonly pay: (account: string, request: PaymentRequest) => Effect.Effect<PaymentReply, ApiError>;
  /** GET /customer/{account}/account: billing cycles and Balance */
  readonly getAccount: (account: string) => Effect.Effect<PostpayAccount, ApiError>;
  /** GET /customer/:uuid/topup/{product}/{cents} */
  readonly topUpIntent: (
    customerUUID: string,
    product: string,
    cents: number,
  ) => Effect.Effect<TopUpIntentReply, ApiError>;
  /** POST /customer/:uuid/topup */
  readonly topUp: (customerUUID: string, request: TopUpRequest) => Effect.Effect<TopUpReply, ApiError>;
  /** GET /customers/:uuid/products/mobile/prepay/{product}/balance */
  readonly prepayBalance: (customerUUID: string, product: string) => Effect.Effect<PrepayProduct, ApiError>;
  /** POST postpay/balance */
  readonly postpayBalance: (request: PostpayBalanceRequest) => Effect.Effect<PostpayProduct, ApiError>;
  /** POST /customer/{uuid}/prepay_addon/{productId}/{availabilityId} */
  readonly purchasePrepayAddon: (
    customerUUID: string,
    productId: string,
    availabilityId: string,
    request: PrepayAddonRequest,
  ) => Effect.Effect<AddonPurchaseReply, ApiError>;
  /** POST /customer/{uuid}/prepay_addon_initial/{productId}/{availabilityId} */
  readonly purchasePrepayAddonInitial: (
    customerUUID: string,
    productId: string,
    availabilityId: string,
    request: PrepayAddonInitialRequest,
  ) => Effect.Effect<AddonPurchaseReply, ApiError>;
  /** POST /postpay/addon */
  readonly purchasePostpayAddon: (
    request: PostpayAddonRequest,
  ) => Effect.Effect<AddonPurchaseReply, ApiError>;
  /** GET /customer/{account}/payment-history with PageNumber, PageSize (path not shown in the spec; chosen) */
  readonly paymentHistory: (
    account: string,
    query: PaymentHistoryQuery,
  ) => Effect.Effect<PaymentHistoryReply, ApiError>;
  /** POST /customer/{uuid}/check_voucher/{product}/{code} */
  readonly checkVoucher: (
    customerUUID: string,
    product: string,
    code: string,
  ) => Effect.Effect<VoucherCheckReply, ApiError>;
  /** POST /customer/{uuid}/redeem_voucher/{product}/{code} */
  readonly redeemVoucher: (
    customerUUID: string,
    product: string,
    code: string,
  ) => Effect.Effect<VoucherRedeemReply, ApiError>;
  /** POST /api/customers/v1/{uuid}/promocode with Code */
  readonly redeemPromoCode: (customerUUID: string, code: string) => Effect.Effect<PromoCodeReply, ApiError>;
}

export class PaymentsApi extends Context.Tag("waea/PaymentsApi")<PaymentsApi, PaymentsApiService>() {}
