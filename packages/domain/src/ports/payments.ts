import * as Context from "effect/Context";
import * as Data from "effect/Data";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";

/** A card payment provider confirms payments and card set-ups with secrets the operator API hands out. */
export interface PaymentConfirmation {
  readonly status: "succeeded" | "processing" | "requires_action";
  readonly id: string;
}

/** A failed confirmation is passed on carrying the client secret (spec 02 §8, 03 §8). */
export class CardConfirmationError extends Data.TaggedError("CardConfirmationError")<{
  readonly clientSecret: string;
  readonly message: string;
  readonly code?: string;
}> {}

/**
 * A card the payer types on the page (the guest flow): never a card stored on an account. With the simulated
 * provider the page's card field gives these; a real provider's own card field stands in for them.
 */
export interface EnteredCard {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export interface PaymentsService {
  /** Confirms a payment with a stored card (its id; the account's default when absent) or a card entered on the page. */
  readonly confirmCardPayment: (
    clientSecret: string,
    paymentMethod?: string | EnteredCard,
  ) => Effect.Effect<PaymentConfirmation, CardConfirmationError>;
  readonly confirmCardSetup: (
    setupIntentSecret: string,
  ) => Effect.Effect<PaymentConfirmation, CardConfirmationError>;
}

export class Payments extends Context.Tag("waea/Payments")<Payments, PaymentsService>() {}

/** In-memory payments: secrets listed in `failing` are refused, every other secret succeeds. */
export const makeMemoryPayments = (
  failing: ReadonlySet<string> = new Set(),
): PaymentsService & {
  readonly confirmed: string[];
} => {
  const confirmed: string[] = [];
  const confirm = (secret: string) =>
    failing.has(secret)
      ? Effect.fail(
          new CardConfirmationError({
            clientSecret: secret,
            message: "card_declined",
            code: "card_declined",
          }),
        )
      : Effect.sync(() => {
          confirmed.push(secret);
          return { status: "succeeded", id: `pi_${confirmed.length}` } as const;
        });
  return {
    confirmed,
    confirmCardPayment: (secret) => confirm(secret),
    confirmCardSetup: (secret) => confirm(secret),
  };
};

export const memoryPaymentsLayer = (failing?: ReadonlySet<string>): Layer.Layer<Payments> =>
  Layer.sync(Payments, () => makeMemoryPayments(failing));
