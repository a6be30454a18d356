import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { PageInfo } from "./invoice";

/** One charge on the account (billing.listCharges): what was charged, when, for which product. */
export const Charge = Schema.Struct({
  UUID: Schema.String,
  Description: Schema.optional(Schema.String),
  AmountCents: Cents,
  CreatedAtNanos: Schema.Number,
  ProductInstanceUUID: Schema.optional(Schema.String),
  Type: Schema.optional(Schema.String),
});
export type Charge = typeof Charge.Type;

export const ChargeListQuery = Schema.Struct({
  PageNumber: Schema.Int,
  PageSize: Schema.Int,
  SortBy: Schema.optional(Schema.String),
  SortDesc: Schema.optional(Schema.Boolean),
});
export type ChargeListQuery = typeof ChargeListQuery.Type;

export const ChargeListReply = Schema.Struct({
  Transactions: Schema.Array(Charge),
  PageInfo: PageInfo,
});
export type ChargeListReply = typeof ChargeListReply.Type;
