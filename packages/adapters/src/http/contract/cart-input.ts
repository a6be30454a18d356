import * as Schema from "effect/Schema";
import { EshopItemSearchRequest, ServerCartItem, ServerCartPayload } from "@waea/domain/cart";
import { Spid } from "./spid";

/*
 * The bodies of the cart calls (and, re-exported, their token header) (cart.ts): a cart's lines, the catalogue search, the anonymous cart's
 * token. Apart from the checkout's (shop-input.ts), whose rules (address, contact number, porting) are the
 * checkout's: a page that reads or edits the cart loads none of them.
 */

/** A cart or an order holds at most this many lines, each of at most this many of a thing. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/** The catalogue search answers at most this many variants a page. */
export const MAX_SEARCH_PAGE_SIZE = 100;

/** A line names its item ('No Order Item' otherwise, spec 03 §5) and holds at most 99 of it. */
export const CartLine = Schema.Struct({
  ...ServerCartItem.fields,
  ItemUUID: Schema.String.pipe(Schema.filter((id) => id.trim() !== "" || "checkout.no_order_item")),
  Quantity: ServerCartItem.fields.Quantity.pipe(
    Schema.lessThanOrEqualTo(MAX_LINE_QUANTITY, { message: () => `at most ${MAX_LINE_QUANTITY}` }),
  ),
});

export const linesMessage = { message: () => `at most ${MAX_CART_LINES} lines` };

/** Body of the cart calls: SPID 67, at most 50 lines of at most 99, each naming its item. */
export const CartPayload = Schema.Struct({
  ...ServerCartPayload.fields,
  Items: Schema.Array(CartLine).pipe(Schema.maxItems(MAX_CART_LINES, linesMessage)),
  SPID: Spid,
});

/** Body of the catalogue search: SPID 67 and pages of at most 100 (the sort keys are the domain's). */
export const CatalogSearchRequest = Schema.Struct({
  ...EshopItemSearchRequest.fields,
  SearchOptions: Schema.Struct({
    ...EshopItemSearchRequest.fields.SearchOptions.fields,
    PageSize: EshopItemSearchRequest.fields.SearchOptions.fields.PageSize.pipe(
      Schema.lessThanOrEqualTo(MAX_SEARCH_PAGE_SIZE, { message: () => `at most ${MAX_SEARCH_PAGE_SIZE}` }),
    ),
  }),
  SPID: Spid,
});

// The cart token header is its own file (the cart reads need it alone); re-exported for the other calls.
export { CART_TOKEN_HEADER, CartTokenHeader, OptionalCartTokenHeader } from "./cart-token";
