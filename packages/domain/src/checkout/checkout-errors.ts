import * as Data from "effect/Data";
import type { CheckoutIssue } from "./checkout-messages";
import type { SavedPurchase } from "./saved-purchase";

/** The checkout was not posted: the issues say what to fix. */
export class CheckoutRefused extends Data.TaggedError("CheckoutRefused")<{
  readonly issues: ReadonlyArray<CheckoutIssue>;
}> {}

/**
 * The card confirmation failed (spec 03 §4, §8): passed on with the client secret and the saved purchase data so
 * the page can retry the same payment without a second order.
 */
export class CheckoutPaymentFailed extends Data.TaggedError("CheckoutPaymentFailed")<{
  readonly clientSecret: string;
  readonly purchase: SavedPurchase;
  readonly message: string;
}> {}
