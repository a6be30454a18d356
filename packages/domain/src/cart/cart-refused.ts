import * as Data from "effect/Data";
import type { CartMessage } from "./cart-messages";

/** A cart use case refused the customer's input; the message says why. */
export class CartRefused extends Data.TaggedError("CartRefused")<{ readonly message: CartMessage }> {}
