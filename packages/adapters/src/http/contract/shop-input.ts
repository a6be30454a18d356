import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { EshopAddress, EshopItemSearchRequest, ServerCartItem, ServerCartPayload } from "@waea/domain/cart";
import {
  CheckoutPayload,
  contactNumberIssues,
  deliveryAddressIssues,
  deliveryInstructionsIssues,
  orderItemsIssues,
  validatePorting,
} from "@waea/domain/checkout";
import { hasText } from "@waea/domain/validation";
import { refusedBy } from "./domain-issues";
import { Spid } from "./spid";

/** A cart or an order holds at most this many lines, each of at most this many of a thing. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/** The catalogue search answers at most this many variants a page. */
export const MAX_SEARCH_PAGE_SIZE = 100;

/** A line names its item ('No Order Item' otherwise, spec 03 §5) and holds at most 99 of it. */
const CartLine = Schema.Struct({
  ...ServerCartItem.fields,
  ItemUUID: Schema.String.pipe(Schema.filter((id) => id.trim() !== "" || "checkout.no_order_item")),
  Quantity: ServerCartItem.fields.Quantity.pipe(
    Schema.lessThanOrEqualTo(MAX_LINE_QUANTITY, { message: () => `at most ${MAX_LINE_QUANTITY}` }),
  ),
});

const linesMessage = { message: () => `at most ${MAX_CART_LINES} lines` };

const PORTING_TYPES: ReadonlyArray<string> = ["prepay", "postpay"];

/**
 * A SIM line that keeps an existing number carries complete porting details (spec 03 §9, number porting at
 * checkout), checked by the domain's validatePorting; the account type is prepay or postpay.
 */
const portingDetails = (line: ServerCartItem) => {
  const attributes = line.Attributes;
  if (attributes?.OverMSISDN === undefined) return true;
  const type = attributes.OverMSISDNType;
  if (type !== undefined && !PORTING_TYPES.includes(type))
    return { path: ["Attributes", "OverMSISDNType"], message: "must be prepay or postpay" };
  const checked = validatePorting({
    number: attributes.OverMSISDN,
    carrier: attributes.CarrierLSP,
    accountType: type === "postpay" ? "postpay" : "prepay",
    accountNumber: attributes.AccountLSP,
    simId: attributes.PriorSIMID,
    holderName: attributes.NametagLSP,
  });
  return Either.isLeft(checked) ? (checked.left[0]?.key ?? true) : true;
};

/**
 * The address of a checkout (spec 03 §5): street, city and postcode (the domain's deliveryAddressIssues), a
 * plausible contact number when one is given, delivery instructions of at most 250 characters.
 */
export const CheckoutAddress = EshopAddress.pipe(
  Schema.filter(
    refusedBy((address: EshopAddress) => [
      ...deliveryAddressIssues(address),
      ...contactNumberIssues(address.Phone, hasText(address.Phone)),
      ...deliveryInstructionsIssues(address.Notes, true),
    ]),
  ),
);

/** Order items (spec 03 §5): at least one ('No Order Items'), each naming its item ('No Order Item'). */
export const hasOrderItems = refusedBy(orderItemsIssues);

/** Body of the cart calls: SPID 67, at most 50 lines of at most 99, each naming its item. */
export const CartPayload = Schema.Struct({
  ...ServerCartPayload.fields,
  Items: Schema.Array(CartLine).pipe(Schema.maxItems(MAX_CART_LINES, linesMessage)),
  SPID: Spid,
});

/** Body of the shop checkout: a cart payload with order items, a deliverable address and porting details. */
export const ShopCheckoutPayload = Schema.Struct({
  ...CheckoutPayload.fields,
  Address: CheckoutAddress,
  Items: Schema.Array(CartLine.pipe(Schema.filter(portingDetails))).pipe(
    Schema.maxItems(MAX_CART_LINES, linesMessage),
    Schema.filter(hasOrderItems),
  ),
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

/**
 * The header an anonymous cart's token travels in when a call names the cart by UUID (reading it, checking it out):
 * never the URL, which logs, browser history and Referer headers keep.
 */
export const CART_TOKEN_HEADER = "x-cart-token";

const CartTokenText = Schema.String.pipe(Schema.maxLength(256));

/** The anonymous cart's token, required (reading the cart). */
export const CartTokenHeader = Schema.Struct({ [CART_TOKEN_HEADER]: CartTokenText });

/** The anonymous cart's token, when the call names an anonymous cart (a checkout of one). */
export const OptionalCartTokenHeader = Schema.Struct({ [CART_TOKEN_HEADER]: Schema.optional(CartTokenText) });
