import type { InputOf, providerCalls } from "@waea/adapters/http/contract";
import { isCardExpired, PaymentsMessages, type PaymentMethod } from "@waea/domain/payments";
import { refuse, type Refusal } from "../server/handler";
import type { PaymentIntent } from "../world/payments";
import { say } from "./payments-access";

type ConfirmRequest = InputOf<(typeof providerCalls)["provider.confirmCardPayment"]>["body"];

/** What a guest's payment is refused with when it names no card typed on the page. */
export const GUEST_CARD_ONLY =
  "A guest pays with a card entered on the page, not a card stored on an account";
/** What a signed-in payment is refused with when it carries typed card details. */
export const CARD_DATA_GUEST_ONLY = "payment_method_data: card details are taken for a guest's payment only";

/** The Luhn checksum every card number passes. */
const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

const brandOf = (digits: string): string =>
  digits.startsWith("4")
    ? "visa"
    : /^5[1-5]/.test(digits)
      ? "mastercard"
      : digits.startsWith("3")
        ? "amex"
        : "card";

/**
 * The card of a guest's payment: only the one typed on the page (payment_method_data), used once and never stored
 * on the number's account. A stored card named (payment_method), or none at all (which would be the owner's
 * default), is refused. The number must pass the Luhn check and the card must not have expired.
 */
export const guestCard = (
  request: ConfirmRequest,
  intent: PaymentIntent,
  nowMillis: number,
): PaymentMethod | Refusal => {
  const data = request.payment_method_data;
  if (request.payment_method !== undefined || data === undefined) return refuse(400, GUEST_CARD_ONLY);
  const digits = data.card.number.replace(/ /g, "");
  if (digits.length < 12 || digits.length > 19 || !luhn(digits))
    return refuse(400, "Your card number is incorrect (incorrect_number)");
  if (isCardExpired(data.card.exp_month, data.card.exp_year, nowMillis))
    return refuse(400, `${say(PaymentsMessages.cardExpired)} (expired_card)`);
  return {
    UUID: `entered-card:${intent.ID}`,
    Rank: 0,
    CardType: brandOf(digits),
    CardLast4: digits.slice(-4),
    CardExpiryMonth: data.card.exp_month,
    CardExpiryYear: data.card.exp_year,
  };
};
