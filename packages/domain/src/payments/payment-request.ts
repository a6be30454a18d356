import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { defaultCard } from "./cards";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";
import type { Card } from "./payment-method";

/**
 * How a payment is made. "cards" is the operator's value for stored cards; a parent billing route and a bank
 * transfer are the other methods the portal knows (spec 03 §2 menu, §6 billing routes).
 */
export const PaymentMethodType = Schema.Literal("cards", "billing_route", "bank_transfer");
export type PaymentMethodType = typeof PaymentMethodType.Type;
export const CARD_PAYMENT_TYPE: PaymentMethodType = "cards";

/** The card payment gateway named to the operator (decided: the card provider the adapters use). */
export const DEFAULT_CARD_GATEWAY = "stripe";

/** The payment method part of a request. PaymentMethodGateway is present only when the type is cards. */
export const PaymentSelection = Schema.Struct({
  PaymentMethodType: PaymentMethodType,
  PaymentMethodID: Schema.String,
  PaymentMethodGateway: Schema.optional(Schema.String),
});
export type PaymentSelection = typeof PaymentSelection.Type;

/** The body of payments.pay. */
export const PaymentRequest = Schema.Struct({
  AmountCents: Cents,
  PaymentMethodType: PaymentMethodType,
  PaymentMethodID: Schema.String,
  ProductInstanceUUID: Schema.String,
});
export type PaymentRequest = typeof PaymentRequest.Type;

/** The reply of payments.pay. */
export const PaymentReply = Schema.Struct({
  Status: Schema.optional(Schema.String),
  ClientSecret: Schema.optional(Schema.String),
});
export type PaymentReply = typeof PaymentReply.Type;

export type PaymentRefusalReason =
  "amount_required" | "method_required" | "no_card" | "card_not_found" | "card_expired" | "changePaymentType";

export interface PaymentRefusal {
  readonly reason: PaymentRefusalReason;
  readonly key: PaymentsMessageKey;
}

const refuse = (reason: PaymentRefusalReason, key: PaymentsMessageKey) =>
  Either.left<PaymentRefusal>({ reason, key });

export interface PaymentChoiceInput {
  readonly methodType: PaymentMethodType | undefined;
  /** The chosen method: a card id (default card when absent) or a billing route id. */
  readonly methodId?: string | undefined;
  readonly cards: ReadonlyArray<Card>;
  readonly gateway?: string;
}

/** The selection to send, with the card it uses (its provider token confirms the payment). */
export interface PaymentChoice {
  readonly selection: PaymentSelection;
  readonly card: Card | undefined;
}

/**
 * Which method pays (spec 02 §5): a method must be chosen; paying by card needs a default card ('No card') unless
 * another stored card is chosen; an expired card cannot pay; a non-card type while a card exists is refused with
 * reason changePaymentType; the gateway is sent only when the type is cards.
 */
export const choosePaymentMethod = (
  input: PaymentChoiceInput,
): Either.Either<PaymentChoice, PaymentRefusal> => {
  if (input.methodType === undefined) return refuse("method_required", PaymentsMessages.methodRequired);
  if (input.methodType === CARD_PAYMENT_TYPE) {
    const chosen =
      input.methodId === undefined || input.methodId === ""
        ? defaultCard(input.cards)
        : input.cards.find((card) => card.cardId === input.methodId);
    if (chosen === undefined)
      return input.methodId === undefined || input.methodId === ""
        ? refuse("no_card", PaymentsMessages.noCard)
        : refuse("card_not_found", PaymentsMessages.cardIsNotFound);
    if (chosen.is_card_expired) return refuse("card_expired", PaymentsMessages.cardExpired);
    return Either.right({
      selection: {
        PaymentMethodType: CARD_PAYMENT_TYPE,
        PaymentMethodID: chosen.cardId,
        PaymentMethodGateway: input.gateway ?? DEFAULT_CARD_GATEWAY,
      },
      card: chosen,
    });
  }
  if (input.cards.length > 0) return refuse("changePaymentType", PaymentsMessages.changePaymentType);
  if (input.methodId === undefined || input.methodId.trim() === "")
    return refuse("method_required", PaymentsMessages.methodRequired);
  return Either.right({
    selection: { PaymentMethodType: input.methodType, PaymentMethodID: input.methodId },
    card: undefined,
  });
};

export interface PaymentRequestInput extends PaymentChoiceInput {
  readonly amountCents: number | undefined;
  readonly productInstanceUUID: string;
}

/** A payment needs an amount (a positive whole number of cents) and a chosen method. */
export const buildPaymentRequest = (
  input: PaymentRequestInput,
): Either.Either<{ readonly request: PaymentRequest; readonly card: Card | undefined }, PaymentRefusal> => {
  const amount = input.amountCents;
  if (amount === undefined || !Number.isInteger(amount) || amount <= 0)
    return refuse("amount_required", PaymentsMessages.amountRequired);
  return Either.map(choosePaymentMethod(input), ({ selection, card }) => ({
    request: {
      AmountCents: amount,
      PaymentMethodType: selection.PaymentMethodType,
      PaymentMethodID: selection.PaymentMethodID,
      ProductInstanceUUID: input.productInstanceUUID,
    },
    card,
  }));
};
