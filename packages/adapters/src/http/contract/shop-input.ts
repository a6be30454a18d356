import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { EshopAddress, type ServerCartItem } from "@waea/domain/cart";
import {
  CheckoutPayload,
  contactNumberIssues,
  deliveryAddressIssues,
  deliveryInstructionsIssues,
  orderItemsIssues,
  validatePorting,
} from "@waea/domain/checkout";
import { hasText } from "@waea/domain/validation";
import { CartLine, linesMessage, MAX_CART_LINES } from "./cart-input";
import { refusedBy } from "./domain-issues";
import { Spid } from "./spid";

/** The cart's bodies and headers, in cart-input.ts (the cart's calls import them from there). */
export {
  CART_TOKEN_HEADER,
  CartPayload,
  CartTokenHeader,
  CatalogSearchRequest,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_SEARCH_PAGE_SIZE,
  OptionalCartTokenHeader,
} from "./cart-input";

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
