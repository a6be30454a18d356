import * as Schema from "effect/Schema";

/**
 * The header an anonymous cart's token travels in when a call names the cart by UUID (reading it, checking it out):
 * never the URL, which logs, browser history and Referer headers keep. In its own file: the cart's reads
 * (cart-reads.ts) need it without the checkout's input schemas (cart-input.ts, which re-exports it).
 */
export const CART_TOKEN_HEADER = "x-cart-token";

const CartTokenText = Schema.String.pipe(Schema.maxLength(256));

/** The anonymous cart's token, required (reading the cart). */
export const CartTokenHeader = Schema.Struct({ [CART_TOKEN_HEADER]: CartTokenText });

/** The anonymous cart's token, when the call names an anonymous cart (a checkout of one). */
export const OptionalCartTokenHeader = Schema.Struct({ [CART_TOKEN_HEADER]: Schema.optional(CartTokenText) });
