export {
  ADDON_RETRY_DELAY_MILLIS,
  ADDON_RETRY_WINDOW_MILLIS,
  AddonPurchaseReply,
  PENDING_PAYMENT,
  PostpayAddonRequest,
  PrepayAddonInitialRequest,
  PrepayAddonRequest,
  addonPurchaseStep,
  firstAvailability,
  productToSave,
} from "./addon-purchase";
export type {
  AddonAvailability,
  AddonForPurchase,
  AddonPurchaseFacts,
  AddonPurchaseKind,
  AddonPurchaseStep,
} from "./addon-purchase";
export { addonRetrySchedule, retryWhileNoAnswer } from "./addon-retry";
export { AUTO_TOP_UP_DAY_MILLIS, AutoTopUpRequest, AutoTopUpSetting, nextAutoTopUpAt } from "./auto-top-up";
export { loadAutoTopUp, saveAutoTopUp, type AutoTopUpChange } from "./use-cases/auto-top-up";
export { PostpayBalanceRequest } from "./balances";
export { checkPayBillAmount } from "./pay-bill-amount";
export { afterPostpayRefreshDelay, postpayRefreshSchedule } from "./postpay-refresh";
export { balanceKind, voucherProduct } from "./balance-kind";
export { cardExpiryLabel, type CardExpiryLabel } from "./card-expiry";
export { applyAccountCredit, settleBillPayment } from "./bill-settlement";
export {
  defaultAfterRemoval,
  removeCardRule,
  type CardRemoval,
  type CardRemovalFacts,
  type DefaultSuccession,
} from "./card-removal";
export {
  canAuthorizeCard,
  defaultCard,
  deriveCards,
  usableCards,
  isCardAboutToExpire,
  isCardExpired,
  liveMethods,
  ranksAfterMove,
  ranksAfterSetDefault,
  toCard,
} from "./cards";
export {
  PaymentStatusGroupLabelKeys,
  PaymentStatusGroups,
  normalisePaymentStatus,
  paymentDisplayDate,
  paymentHistoryRow,
  paymentStatusGroup,
  transactionMillis,
  type PaymentHistoryRow,
  type PaymentStatusGroup,
} from "./history-status";
export { PaymentsMessages, type PaymentsMessageKey } from "./messages";
export { cardConfirmationErrorKey, paymentErrorKey } from "./payment-errors";
export {
  DEFAULT_RANK,
  PaymentMethod,
  PaymentMethodListReply,
  PaymentMethodRankRequest,
  SetupPaymentMethodReply,
  isDeleted,
  type Card,
} from "./payment-method";
export { postpayAccountOf } from "./postpay-account";
export { TOP_UP_EXTENSION_MILLIS, chargePrepay, creditPrepay } from "./prepay-credit";
export {
  POSTPAY_REFRESH_DELAY_MILLIS,
  isCardConfirmationSuccess,
  paymentStep,
  type PaymentStep,
} from "./payment-outcome";
export {
  CARD_PAYMENT_TYPE,
  DEFAULT_CARD_GATEWAY,
  PaymentMethodType,
  PaymentReply,
  PaymentRequest,
  PaymentSelection,
  buildPaymentRequest,
  choosePaymentMethod,
} from "./payment-request";
export type {
  PaymentChoice,
  PaymentChoiceInput,
  PaymentRefusal,
  PaymentRefusalReason,
  PaymentRequestInput,
} from "./payment-request";
export { PaymentHistoryQuery, PaymentHistoryReply, PaymentTransaction } from "./payment-transaction";
export { PaymentsError, paymentsError, requireAccount } from "./payments-error";
export {
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  TopUpIntentReply,
  TopUpReply,
  TopUpRequest,
  checkTopUpAmount,
} from "./top-up";
export { PromoCodeReply, PromoCodeRequest, VoucherCheckReply, VoucherRedeemReply } from "./voucher";
export { addCard, removeCard, setDefaultCard } from "./use-cases/cards";
export { listCards } from "./use-cases/list-cards";
export {
  PAY_BILL_MAX_CENTS,
  PAY_BILL_MIN_CENTS,
  payBill,
  payFibreBill,
  refreshAccountBillAfterPayment,
  refreshBalanceAfterPayment,
  refreshPostpayBalance,
  type PayBillAmount,
  type PayBillInput,
  type PayFibreBillInput,
  type PayBillResult,
  type PostpayBalanceRefresh,
} from "./use-cases/pay-bill";
export { loadPaymentHistory, type PaymentHistoryPage } from "./use-cases/payment-history";
export {
  confirmAddonPurchase,
  purchaseAddon,
  type AddonPurchaseResult,
  type PurchaseAddonError,
  type PurchaseAddonInput,
} from "./use-cases/purchase-addon";
export { loadAddonOffers, type AddonOffers } from "./use-cases/load-addon-offers";
export {
  addonCatalogKindOf,
  addonEntries,
  addonForPurchase,
  addonPriceCents,
  addonPurchaseKindOf,
  balanceCovers,
  type AddonPaidFrom,
} from "./addon-offers";
export { sameBalanceRead, type BalanceReadFacts } from "./balance-read";
export { checkVoucher, type VoucherCheck } from "./use-cases/check-voucher";
export {
  loadAccountBill,
  loadBalance,
  type Balance,
  type BillingCycle,
  type PostpayBill,
} from "./use-cases/load-balance";
export { redeemPromoCode, redeemVoucher } from "./use-cases/redeem-voucher";
export { catalogueFailures, confirmCardPayment } from "./use-cases/shared";
export { loadPrepayBalance, type PrepayBalance } from "./use-cases/prepay-balance";
export { topUp, type TopUpInput, type TopUpResult } from "./use-cases/top-up";
