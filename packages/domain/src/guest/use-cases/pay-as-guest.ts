import * as Data from "effect/Data";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { Settings } from "../../config";
import type { Cents } from "../../money";
import { PaymentsMessages } from "../../payments";
import {
  Payments,
  apiErrorMessageKey,
  intentKeyOr,
  type ApiError,
  type CardConfirmationError,
  type EnteredCard,
  type IntentKey,
} from "../../ports";
import { GuestApi } from "../guest-api";
import type { GuestValidateReply } from "../guest-entities";
import {
  guestFlowAvailability,
  guestPurchaseOutcome,
  guestTargetFields,
  type GuestPurchaseOutcome,
  type GuestStep,
  type GuestTarget,
} from "../guest-flow";
import { requireGuestBody } from "../no-data";

/** A guest step failed: which step, the message key to show, and the cause for logs. */
export class GuestFailed extends Data.TaggedError("GuestFailed")<{
  readonly step: GuestStep;
  readonly messageKey: string;
  readonly cause?: ApiError | CardConfirmationError;
}> {}

/**
 * Validation said no (no Valid or no ResponseToken). Its texts (not_valid_mobile_number, ...) belong to the
 * validation context, which reads the target and the reply.
 */
export class GuestNotValid extends Data.TaggedError("GuestNotValid")<{
  readonly target: GuestTarget;
  readonly reply: GuestValidateReply;
}> {}

const apiFailed = (step: GuestStep) => (cause: ApiError) =>
  new GuestFailed({ step, messageKey: apiErrorMessageKey(cause), cause });

/**
 * The operator refusing a redemption (a 4xx: an unknown code, a voucher already used) is 'Redemption Error', the
 * voucher text of spec 02 §8, as on the signed-in redemption; a 5xx or a transport error reads as on any call.
 */
const redemptionFailed = (cause: ApiError) =>
  new GuestFailed({
    step: "pay",
    messageKey:
      cause._tag === "ApiFailure" && cause.status < 500
        ? PaymentsMessages.redemptionError
        : apiErrorMessageKey(cause),
    cause,
  });

const body = <A>(step: GuestStep, reply: A | null) => {
  const checked = requireGuestBody(reply);
  return Either.isLeft(checked)
    ? Effect.fail(new GuestFailed({ step, messageKey: checked.left }))
    : Effect.succeed(checked.right);
};

export type GuestPayment =
  | { readonly method: "voucher"; readonly code: string }
  /** By card: the guest's own card, entered on the page; never a card stored on the number's account. */
  | { readonly method: "card"; readonly amountCents: Cents; readonly card: EnteredCard };

export type GuestResult =
  | { readonly _tag: "VoucherRedeemed"; readonly creditCents: Cents }
  | { readonly _tag: "CardPaid"; readonly orderId: string; readonly outcome: GuestPurchaseOutcome };

export interface PayAsGuestInput {
  readonly settings: Settings;
  readonly target: GuestTarget;
  /** The captcha response of the visitor (UserToken). */
  readonly captchaToken: string;
  readonly payment: GuestPayment;
  /**
   * The intent's Idempotency-Key, when the caller holds one (a form keeps one until it succeeds, so a second submit
   * is the same intent); otherwise one is minted.
   */
  readonly intent?: IntentKey;
}

/**
 * GST-01, GST-02: validate, redeem or pay by card (the card the guest entered on the page, confirmed with the card
 * provider; the operator refuses any other), then check the purchase. A
 * voucher's 13-digit format is the voucher form's rule, checked before this runs; a blank code is 'No Voucher Code'
 * before any call.
 */
export const payAsGuest = (
  input: PayAsGuestInput,
): Effect.Effect<GuestResult, GuestFailed | GuestNotValid, GuestApi | Payments> =>
  Effect.gen(function* () {
    if (guestFlowAvailability(input.settings, input.target.kind) !== "available")
      return yield* new GuestFailed({ step: "validate", messageKey: "guest.not_available" });
    if (input.captchaToken.trim() === "")
      return yield* new GuestFailed({ step: "validate", messageKey: "guest.captcha_required" });
    const payment = input.payment;
    if (payment.method === "voucher" && payment.code.trim() === "")
      return yield* new GuestFailed({ step: "pay", messageKey: PaymentsMessages.noVoucherCode });
    const api = yield* GuestApi;
    const fields = guestTargetFields(input.target);
    const validation = yield* api
      .validate({ ...fields, UserToken: input.captchaToken })
      .pipe(Effect.mapError(apiFailed("validate")));
    const token = validation.ResponseToken ?? "";
    if (!validation.Valid || token === "")
      return yield* new GuestNotValid({ target: input.target, reply: validation });

    const intent = yield* intentKeyOr(input.intent);
    if (payment.method === "voucher") {
      const redeemed = yield* api
        .redeem({ ...fields, Code: payment.code.trim(), ResponseToken: token }, intent)
        .pipe(Effect.mapError(redemptionFailed));
      return { _tag: "VoucherRedeemed", creditCents: redeemed.Attributes.CreditCents } as const;
    }

    const amount = payment.amountCents;
    const reply = yield* (
      input.target.kind === "recharge"
        ? api.topup({ Amount: amount, MSISDN: input.target.msisdn, ResponseToken: token }, intent)
        : api.payment({ Amount: amount, LookupID: input.target.lookupId, ResponseToken: token }, intent)
    ).pipe(Effect.mapError(apiFailed("pay")));
    const order = yield* body("pay", reply);
    const payments = yield* Payments;
    yield* payments
      .confirmCardPayment(order.ClientSecret, payment.card)
      .pipe(
        Effect.mapError(
          (cause) => new GuestFailed({ step: "pay", messageKey: "guest.card_payment_failed", cause }),
        ),
      );
    const outcome = yield* checkGuestPurchase({ target: input.target, orderId: order.OrderID });
    return { _tag: "CardPaid", orderId: order.OrderID, outcome } as const;
  });

/** Step 3: the purchase status; the shell asks again while it is pending. */
export const checkGuestPurchase = (input: {
  readonly target: GuestTarget;
  readonly orderId: string;
}): Effect.Effect<GuestPurchaseOutcome, GuestFailed, GuestApi> =>
  Effect.gen(function* () {
    const api = yield* GuestApi;
    const reply = yield* api
      .purchases({ ...guestTargetFields(input.target), OrderID: input.orderId })
      .pipe(Effect.mapError(apiFailed("check_status")));
    const purchase = yield* body("check_status", reply);
    return guestPurchaseOutcome(purchase.Status);
  });
