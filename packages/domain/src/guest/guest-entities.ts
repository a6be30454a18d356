import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** The guest entity of spec 02 §3: what the anonymous recharge and pay-bill flows carry between their steps. */
export const GuestPurchase = Schema.Struct({
  MSISDN: Schema.optional(Schema.String),
  LookupID: Schema.optional(Schema.String),
  UserToken: Schema.optional(Schema.String),
  ResponseToken: Schema.optional(Schema.String),
  Code: Schema.optional(Schema.String),
  /** Integer cents, like every amount of the operator (the spec does not give the unit). */
  Amount: Schema.optional(Cents),
  ClientSecret: Schema.optional(Schema.String),
  OrderID: Schema.optional(Schema.String),
});
export type GuestPurchase = typeof GuestPurchase.Type;

/** POST /guest/validate: the number (recharge) or the invoice or account number (pay-bill), and the captcha token. */
export const GuestValidateRequest = Schema.Struct({
  MSISDN: Schema.optional(Schema.String),
  LookupID: Schema.optional(Schema.String),
  UserToken: Schema.String,
});
export type GuestValidateRequest = typeof GuestValidateRequest.Type;

export const GuestValidateReply = Schema.Struct({
  Valid: Schema.Boolean,
  ResponseToken: Schema.optional(Schema.String),
});
export type GuestValidateReply = typeof GuestValidateReply.Type;

/** POST /guest/redeem. */
export const GuestRedeemRequest = Schema.Struct({
  Code: Schema.String,
  MSISDN: Schema.optional(Schema.String),
  LookupID: Schema.optional(Schema.String),
  ResponseToken: Schema.String,
});
export type GuestRedeemRequest = typeof GuestRedeemRequest.Type;

export const GuestRedeemReply = Schema.Struct({ Attributes: Schema.Struct({ CreditCents: Cents }) });
export type GuestRedeemReply = typeof GuestRedeemReply.Type;

/** POST /guest/topup: a card recharge of a mobile number. */
export const GuestTopupRequest = Schema.Struct({
  Amount: Cents,
  MSISDN: Schema.String,
  ResponseToken: Schema.String,
});
export type GuestTopupRequest = typeof GuestTopupRequest.Type;

/** POST /guest/payment: a card payment of a bill by invoice or account number. */
export const GuestPaymentRequest = Schema.Struct({
  Amount: Cents,
  LookupID: Schema.String,
  ResponseToken: Schema.String,
});
export type GuestPaymentRequest = typeof GuestPaymentRequest.Type;

export const GuestPaymentReply = Schema.Struct({ ClientSecret: Schema.String, OrderID: Schema.String });
export type GuestPaymentReply = typeof GuestPaymentReply.Type;

/** GET /guest/purchases. */
export const GuestPurchaseQuery = Schema.Struct({
  MSISDN: Schema.optional(Schema.String),
  LookupID: Schema.optional(Schema.String),
  OrderID: Schema.String,
});
export type GuestPurchaseQuery = typeof GuestPurchaseQuery.Type;

export const GuestPurchaseReply = Schema.Struct({ Status: Schema.String });
export type GuestPurchaseReply = typeof GuestPurchaseReply.Type;

/** The payment and purchase calls may answer without a body (spec 02 §7): null stands for that. */
export const GuestPaymentReplyBody = Schema.NullOr(GuestPaymentReply);
export const GuestPurchaseReplyBody = Schema.NullOr(GuestPurchaseReply);
