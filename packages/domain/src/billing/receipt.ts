import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** A receipt: a payment the customer made, downloadable as a PDF by its id (spec 02 §3). */
export const Receipt = Schema.Struct({
  ID: Schema.String,
  Number: Schema.optional(Schema.String),
  AmountCents: Cents,
  CreatedAtNanos: Schema.optional(Schema.Number),
  InvoiceNumber: Schema.optional(Schema.String),
  PaymentMethod: Schema.optional(Schema.String),
});
export type Receipt = typeof Receipt.Type;

/** The reply of billing.listReceipts. */
export const ReceiptListReply = Schema.Struct({ Receipts: Schema.Array(Receipt) });
export type ReceiptListReply = typeof ReceiptListReply.Type;
