import type { CardConfirmationError } from "../ports";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";

/**
 * The error catalogue of spec 02 §8 for payments: the operator's error codes and the card provider's decline
 * codes, matched case-insensitively anywhere in the text, in this order. Anything else is the generic purchase
 * failure placeholder.
 */
const CATALOGUE: ReadonlyArray<readonly [ReadonlyArray<string>, PaymentsMessageKey]> = [
  [["card_is_not_found", "card is not found"], PaymentsMessages.cardIsNotFound],
  [["no available product"], PaymentsMessages.noAvailableProduct],
  [["no prepay product"], PaymentsMessages.noPrepayProduct],
  [["no postpay product"], PaymentsMessages.noPostpayProduct],
  [["payment_is_failed", "payment is failed"], PaymentsMessages.paymentIsFailed],
  [["not_enough_balance", "not enough balance"], PaymentsMessages.notEnoughBalance],
  [["insufficient_funds", "insufficient funds"], PaymentsMessages.insufficientFunds],
  [["processing_error", "processing error"], PaymentsMessages.processingError],
  [["spend_limit", "spend limit", "card_velocity_exceeded"], PaymentsMessages.spendLimitIsOver],
  [["setup_intent", "payment_method_setup", "setup error"], PaymentsMessages.paymentMethodSetupError],
  [["authentication", "authorization", "authorisation"], PaymentsMessages.cardAuthorizationError],
  [
    [
      "card_declined",
      "expired_card",
      "incorrect_cvc",
      "invalid_cvc",
      "incorrect_number",
      "invalid_number",
      "invalid_expiry",
    ],
    PaymentsMessages.cardTrouble,
  ],
];

export const paymentErrorKey = (text: string | undefined): PaymentsMessageKey => {
  const value = (text ?? "").toLowerCase();
  const found = CATALOGUE.find(([needles]) => needles.some((needle) => value.includes(needle)));
  return found === undefined ? PaymentsMessages.purchaseFailed : found[1];
};

/** The message for a failed card confirmation: by the provider's code, else its message. */
export const cardConfirmationErrorKey = (
  error: Pick<CardConfirmationError, "code" | "message">,
): PaymentsMessageKey => paymentErrorKey(error.code ?? error.message);
