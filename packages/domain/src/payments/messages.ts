import { CardMessages } from "./card-messages";

/** Message keys of the payments namespace (packages/adapters/src/i18n/locales/<lang>/payments.json). */
export const PaymentsMessages = {
  currentAccountNotSpecified: "payments.current_account_not_specified",
  // the error catalogue of spec 02 §8
  cardIsNotFound: "payments.card_is_not_found",
  paymentIsFailed: "payments.payment_is_failed",
  notEnoughBalance: "payments.not_enough_balance",
  insufficientFunds: "payments.insufficient_funds",
  processingError: "payments.processing_error",
  spendLimitIsOver: "payments.spend_limit_is_over",
  paymentMethodSetupError: "payments.payment_method_setup_error",
  cardTrouble: "payments.card_trouble",
  cardAuthorizationError: "payments.card_authorization_error",
  transactionStatusError: "payments.transaction_status_error",
  transactionStatusErrorBody: "payments.transaction_status_error_body",
  purchaseFailed: "payments.purchase_failed",
  noAvailableProduct: "payments.no_available_product",
  paymentNotFinished: "payments.payment_not_finished",
  historyLoadError: "payments.history_load_error",
  noPrepayProduct: "payments.no_prepay_product",
  noPostpayProduct: "payments.no_postpay_product",
  accountNotActivated: "payments.account_not_activated",
  // cards
  cannotRemoveOnlyCard: "payments.cannot_remove_only_card",
  cannotRemoveOnlyValidMethod: "payments.cannot_remove_only_valid_method",
  ...CardMessages,
  // payment requests
  amountRequired: "payments.amount_required",
  methodRequired: "payments.method_required",
  noCard: "payments.no_card",
  changePaymentType: "payments.change_payment_type",
  topUpAmountTooSmall: "payments.topup_amount_too_small",
  topUpAmountTooLarge: "payments.topup_amount_too_large",
  payBillPostpayOnly: "payments.pay_bill_postpay_only",
  payBillAmountTooSmall: "payments.pay_bill_amount_too_small",
  payBillAmountTooLarge: "payments.pay_bill_amount_too_large",
  nothingToPay: "payments.nothing_to_pay",
  // vouchers and promo codes
  noVoucherCode: "payments.no_voucher_code",
  redemptionError: "payments.redemption_error",
  redemptionCheckError: "payments.redemption_check_error",
  voucherAlreadyRedeemed: "payments.voucher_already_redeemed",
  noPromoCode: "payments.no_promo_code",
  promoCodeError: "payments.promo_code_error",
  /** The operator's 410 for a promo code past its end date. */
  promoCodeExpired: "payments.promo_code_expired",
  /** The operator's 409 for a promo code this account has used. */
  promoCodeAlreadyApplied: "payments.promo_code_already_applied",
  // payment history groups
  statusRefunded: "payments.status_refunded",
  statusCompleted: "payments.status_completed",
  statusOthers: "payments.status_others",
  statusDeclined: "payments.status_declined",
  statusActionReq: "payments.status_action_req",
  statusPending: "payments.status_pending",
  statusUnknown: "payments.status_unknown",
} as const;
export type PaymentsMessageKey = (typeof PaymentsMessages)[keyof typeof PaymentsMessages];

const KEYS: ReadonlySet<string> = new Set(Object.values(PaymentsMessages));

/** Whether a text is one of the payments namespace's message keys. */
export const isPaymentsMessageKey = (text: string): text is PaymentsMessageKey => KEYS.has(text);
