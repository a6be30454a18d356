export { deliveryAddressIssues } from "./address-rules";
export {
  AFTERPAY_RETURN_PATH,
  afterpayReturnDecision,
  afterpayReturnUrl,
  checkoutPath,
  isOrderPaid,
  thanksPageDecision,
  thanksPath,
} from "./afterpay-return";
export type { AfterpayReturn } from "./afterpay-return";
export { buildBroadbandCheckoutPayload } from "./build-broadband-payload";
export type { BroadbandCheckoutInput, BroadbandOrderPlan } from "./build-broadband-payload";
export { buildCheckoutPayload } from "./build-checkout-payload";
export { deliveryFormOf, emptyDeliveryForm, eshopAddressOf } from "./delivery-form";
export type { DeliveryForm } from "./delivery-form";
export type { CheckoutFlags, CheckoutInput } from "./build-checkout-payload";
export type { CheckoutVersion, OrderVersion } from "./checkout-api";
export { CheckoutPaymentFailed, CheckoutRefused } from "./checkout-errors";
export { CheckoutMessageKeys } from "./checkout-messages";
export type { CheckoutField, CheckoutIssue, CheckoutMessageKey } from "./checkout-messages";
export {
  CheckoutPayload,
  CheckoutReply,
  CheckoutV2Item,
  CheckoutV2Payload,
  ExternalReference,
  TransferFrom,
} from "./checkout-payload";
export {
  DELIVERY_INSTRUCTIONS_MAX,
  contactNumberIssues,
  deliveryInstructionsIssues,
  normalisePhone,
} from "./contact-rules";
export { orderItemsIssues } from "./order-items";
export {
  EsimOrderStatus,
  EsimProfile,
  Order,
  OrderItem,
  OrderNote,
  OrderProduct,
  OrderSummary,
  OrdersReply,
  esimOrderState,
  esimOrderStateKey,
  ordersNewestFirst,
} from "./orders";
export type { EsimOrderState } from "./orders";
export { checkPaymentMethod, paymentStep } from "./payment-decision";
export type { PaymentFlags, PaymentMethod, PaymentStep } from "./payment-decision";
export { validatePorting, withPorting } from "./porting-at-checkout";
export type { PortingAttributes, PortingChoice } from "./porting-at-checkout";
export { PurchaseKind, SavedPurchase, completedPurchase } from "./saved-purchase";
export { validateTransfer } from "./transfer-rules";
export type { TransferDetails } from "./transfer-rules";
export { checkoutCart, completePurchase } from "./use-cases/checkout-cart";
export type { CheckoutCartInput, CheckoutCartResult } from "./use-cases/checkout-cart";
export { openThanksPage } from "./use-cases/open-thanks-page";
export { checkEsimOrder, orderDetail, orderHistory } from "./use-cases/order-history";
export { returnFromInstalments, settleInstalmentReturn } from "./use-cases/return-from-instalments";
export type { InstalmentReturnQuery, OrderStatusRead } from "./use-cases/return-from-instalments";
export { pendingPayment } from "./use-cases/pending-payment";
export { retryPayment } from "./use-cases/retry-payment";
export { loadSavedPurchase, savePurchase } from "./use-cases/stored-purchase";
