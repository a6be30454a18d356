export {
  GuestPaymentReply,
  GuestPaymentReplyBody,
  GuestPaymentRequest,
  GuestPurchase,
  GuestPurchaseQuery,
  GuestPurchaseReply,
  GuestPurchaseReplyBody,
  GuestRedeemReply,
  GuestRedeemRequest,
  GuestTopupRequest,
  GuestValidateReply,
  GuestValidateRequest,
} from "./guest-entities";
export {
  GuestSteps,
  guestCardCall,
  guestFlowAvailability,
  guestNextStep,
  guestOutcomeKey,
  guestPurchaseOutcome,
  guestStepTitleKey,
  guestTargetFields,
  type GuestAvailability,
  type GuestFlowKind,
  type GuestFlowState,
  type GuestPaymentMethod,
  type GuestPurchaseOutcome,
  type GuestStep,
  type GuestTarget,
} from "./guest-flow";
export { GuestMessageKeys, type GuestMessageKey } from "./message-keys";
export { GUEST_NO_DATA, requireGuestBody } from "./no-data";
export {
  GuestFailed,
  GuestNotValid,
  checkGuestPurchase,
  payAsGuest,
  type GuestPayment,
  type GuestResult,
  type PayAsGuestInput,
} from "./use-cases/pay-as-guest";
export { validateGuestForm, type GuestForm, type GuestFormField, type GuestFormInput } from "./guest-form";
export { checkGuestForm } from "./guest-form-check";
export {
  GUEST_PURCHASE_POLL_MILLIS,
  GUEST_PURCHASE_WINDOW_MILLIS,
  guestPurchaseSchedule,
  waitForGuestPurchase,
} from "./purchase-wait";
