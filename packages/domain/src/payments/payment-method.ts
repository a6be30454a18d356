import * as Schema from "effect/Schema";

/** Rank 1 is the default payment method (spec 02 §3). */
export const DEFAULT_RANK = 1;

/** A stored payment method (card) as the operator returns it. DeletedAtNanos > 0 marks a deleted one. */
export const PaymentMethod = Schema.Struct({
  UUID: Schema.String,
  Rank: Schema.Int,
  CardType: Schema.optional(Schema.String),
  CardLast4: Schema.optional(Schema.String),
  Token: Schema.optional(Schema.String),
  CardExpiryMonth: Schema.optional(Schema.Int),
  CardExpiryYear: Schema.optional(Schema.Int),
  DeletedAtNanos: Schema.optional(Schema.Number),
});
export type PaymentMethod = typeof PaymentMethod.Type;

/** The reply of payments.listPaymentMethods (the read is not shown in the spec). */
export const PaymentMethodListReply = Schema.Struct({ PaymentMethods: Schema.Array(PaymentMethod) });
export type PaymentMethodListReply = typeof PaymentMethodListReply.Type;

/** The reply of payments.setupPaymentMethod: the secret the card provider confirms a new card with. */
export const SetupPaymentMethodReply = Schema.Struct({ SetupIntentClientSecret: Schema.String });
export type SetupPaymentMethodReply = typeof SetupPaymentMethodReply.Type;

/** The body of payments.setPaymentMethodRank. */
export const PaymentMethodRankRequest = Schema.Struct({ Rank: Schema.Int });
export type PaymentMethodRankRequest = typeof PaymentMethodRankRequest.Type;

/** The card the portal shows, derived from a payment method (spec 02 §3). */
export interface Card {
  readonly is_default: boolean;
  readonly cardId: string;
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number | undefined;
  readonly exp_year: number | undefined;
  readonly is_card_expired: boolean;
  readonly token: string;
}

export const isDeleted = (method: Pick<PaymentMethod, "DeletedAtNanos">): boolean =>
  method.DeletedAtNanos !== undefined && method.DeletedAtNanos > 0;
