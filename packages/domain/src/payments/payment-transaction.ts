import * as Schema from "effect/Schema";
import { PageInfo } from "../billing";
import { Cents } from "../money";

/** A payment transaction of the payment history (spec 02 §3). */
export const PaymentTransaction = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  CreatedAt: Schema.optional(Schema.String),
  CreatedAtNanos: Schema.optional(Schema.Number),
  Status: Schema.String,
  AmountCents: Cents,
  RefundedCents: Schema.optional(Cents),
  Description: Schema.optional(Schema.String),
  PaymentMethodType: Schema.optional(Schema.String),
  CardLast4: Schema.optional(Schema.String),
});
export type PaymentTransaction = typeof PaymentTransaction.Type;

/** Payment history query: pages of 14. */
export const PaymentHistoryQuery = Schema.Struct({ PageNumber: Schema.Int, PageSize: Schema.Int });
export type PaymentHistoryQuery = typeof PaymentHistoryQuery.Type;

/** Payment history reply: Transactions and PageInfo.TotalItemCount. */
export const PaymentHistoryReply = Schema.Struct({
  Transactions: Schema.Array(PaymentTransaction),
  PageInfo: PageInfo,
});
export type PaymentHistoryReply = typeof PaymentHistoryReply.Type;
