import * as Either from "effect/Either";
import { dollarsToCents, type Cents } from "../money";
import { checkPayBillAmount, isCardExpired, PaymentsMessages } from "../payments";
import type { EnteredCard } from "../ports";
import {
  FieldLabels,
  checkRequired,
  fieldErrors,
  formatInvalidMessage,
  message,
  parseNzMobileNumber,
  validateTopUpAmount,
  validateVoucherCode,
  type Check,
  type Message,
  type Validated,
} from "../validation";
import type { GuestFlowKind, GuestPaymentMethod, GuestTarget } from "./guest-flow";
import type { GuestPayment } from "./use-cases/pay-as-guest";

/** What a guest typed on /recharge or /pay-bill, as text. */
export interface GuestFormInput {
  readonly kind: GuestFlowKind;
  /** The mobile number (recharge), or the invoice or account number (pay-bill). */
  readonly target: string;
  readonly method: GuestPaymentMethod;
  readonly code: string;
  readonly amount: string;
  readonly cardNumber: string;
  /** MM/YY, as printed on the card. */
  readonly cardExpiry: string;
  readonly cardCvc: string;
  /** The captcha's answer; blank until the guest answered it. */
  readonly captchaToken: string;
}

export type GuestFormField =
  "target" | "code" | "amount" | "cardNumber" | "cardExpiry" | "cardCvc" | "captcha";

export interface GuestForm {
  readonly target: GuestTarget;
  readonly payment: GuestPayment;
  readonly captchaToken: string;
}

const CAPTCHA_REQUIRED = "guest.captcha_required";

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

const cardDigits = (text: string): string => text.replace(/[\s-]/g, "");

const checkCardNumber = (text: string): Message | undefined => {
  const digits = cardDigits(text);
  return (
    checkRequired(text, FieldLabels.cardNumber) ??
    (/^\d{12,19}$/.test(digits) && luhn(digits) ? undefined : formatInvalidMessage(FieldLabels.cardNumber))
  );
};

/** "MM/YY" (or MM/YYYY): month and four-digit year, or undefined when it is not a date of that shape. */
const parseExpiry = (text: string): { readonly month: number; readonly year: number } | undefined => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (match === null) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: year < 100 ? 2000 + year : year };
};

const checkExpiry = (text: string, nowMillis: number): Message | undefined => {
  const required = checkRequired(text, FieldLabels.cardExpiry);
  if (required !== undefined) return required;
  const expiry = parseExpiry(text);
  if (expiry === undefined) return formatInvalidMessage(FieldLabels.cardExpiry);
  return isCardExpired(expiry.month, expiry.year, nowMillis)
    ? message(PaymentsMessages.cardExpired)
    : undefined;
};

const checkCvc = (text: string): Message | undefined =>
  checkRequired(text, FieldLabels.cardCvc) ??
  (/^\d{3,4}$/.test(text.trim()) ? undefined : formatInvalidMessage(FieldLabels.cardCvc));

/** A bill is paid from $1.00 to the ceiling of the signed-in pay bill (payments' checkPayBillAmount). */
const billCents = (text: string): Either.Either<Cents, Message> => {
  const parsed = dollarsToCents(text);
  if (Either.isLeft(parsed))
    return Either.left(
      parsed.left === "money.required"
        ? message(PaymentsMessages.amountRequired)
        : formatInvalidMessage(FieldLabels.amount),
    );
  return Either.mapLeft(checkPayBillAmount(parsed.right), (key) => message(key));
};

const amountOf = (kind: GuestFlowKind, text: string): Either.Either<Cents, Message> => {
  if (kind === "pay_bill") return billCents(text);
  const checked = validateTopUpAmount(text);
  return Either.isRight(checked)
    ? Either.right(checked.right)
    : Either.left(checked.left.amount?.[0] ?? formatInvalidMessage(FieldLabels.amount));
};

const targetCheck = (input: GuestFormInput): Message | undefined => {
  if (input.kind === "pay_bill") return checkRequired(input.target, FieldLabels.invoiceOrAccount);
  return (
    checkRequired(input.target, FieldLabels.mobileNumber) ??
    (parseNzMobileNumber(input.target) === undefined
      ? formatInvalidMessage(FieldLabels.mobileNumber)
      : undefined)
  );
};

/**
 * The guest form of GST-01 and GST-02, checked before anything is sent: the mobile number (a New Zealand mobile) or
 * the invoice or account number (whether it exists is the operator's answer, spec 02 §5); a 13-digit voucher, or an
 * amount (a recharge's top-up limits, a bill's $1.00 minimum) and the card typed on the page (a number that passes
 * the Luhn check, an expiry that has not passed, a 3- or 4-digit security code); and the captcha's answer.
 */
export const validateGuestForm = (
  input: GuestFormInput,
  nowMillis: number,
): Validated<GuestForm, GuestFormField> => {
  const voucher = input.method === "voucher" ? validateVoucherCode(input.code.trim()) : undefined;
  const amount = input.method === "card" ? amountOf(input.kind, input.amount) : undefined;
  const checks: Array<Check<GuestFormField>> = [["target", targetCheck(input)]];
  if (voucher !== undefined && Either.isLeft(voucher)) checks.push(["code", voucher.left.code?.[0]]);
  if (amount !== undefined) {
    checks.push(["amount", Either.isLeft(amount) ? amount.left : undefined]);
    checks.push(["cardNumber", checkCardNumber(input.cardNumber)]);
    checks.push(["cardExpiry", checkExpiry(input.cardExpiry, nowMillis)]);
    checks.push(["cardCvc", checkCvc(input.cardCvc)]);
  }
  checks.push(["captcha", input.captchaToken.trim() === "" ? message(CAPTCHA_REQUIRED) : undefined]);
  const errors = fieldErrors(checks);
  if (Object.keys(errors).length > 0) return Either.left(errors);
  const target: GuestTarget =
    input.kind === "recharge"
      ? { kind: "recharge", msisdn: parseNzMobileNumber(input.target)?.msisdn ?? "" }
      : { kind: "pay_bill", lookupId: input.target.trim() };
  const expiry = parseExpiry(input.cardExpiry);
  const card: EnteredCard = {
    number: cardDigits(input.cardNumber),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: input.cardCvc.trim(),
  };
  const payment: GuestPayment =
    amount !== undefined && Either.isRight(amount)
      ? { method: "card", amountCents: amount.right, card }
      : { method: "voucher", code: voucher !== undefined && Either.isRight(voucher) ? voucher.right : "" };
  return Either.right({ target, payment, captchaToken: input.captchaToken.trim() });
};
