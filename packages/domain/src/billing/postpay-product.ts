import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** A billing period: From and Upto in nanoseconds. */
export const BillingPeriod = Schema.Struct({ From: Schema.Number, Upto: Schema.Number });
export type BillingPeriod = typeof BillingPeriod.Type;

/** A balance value in cents. Positive is owed by the customer, negative is credit (decided: spec is silent). */
export const BalanceValue = Schema.Struct({ Value: Cents });
export type BalanceValue = typeof BalanceValue.Type;

/** The postpay account: balance and the current and next billing cycles (payments.getAccount). */
export const PostpayAccount = Schema.Struct({
  Balance: Schema.optional(Cents),
  CurrentBillingCycle: Schema.optional(BillingPeriod),
  NextBillingCycle: Schema.optional(BillingPeriod),
});
export type PostpayAccount = typeof PostpayAccount.Type;

/** A postpay product (spec 02 §3), as POST postpay/balance returns it. */
export const PostpayProduct = Schema.Struct({
  UUID: Schema.String,
  Balance: Schema.optional(BalanceValue),
  Account: Schema.optional(PostpayAccount),
});
export type PostpayProduct = typeof PostpayProduct.Type;

/** What the customer owes on a postpay product: the account balance, else the product balance, else 0. */
export const postpayBalanceCents = (product: Pick<PostpayProduct, "Balance" | "Account">): Cents =>
  product.Account?.Balance ?? product.Balance?.Value ?? 0;
