import { translate } from "@waea/adapters/i18n";
import { CART_STATE, type EshopAddress, type ServerCartItem } from "@waea/domain/cart";
import {
  contactNumberIssues,
  deliveryAddressIssues,
  deliveryInstructionsIssues,
  orderItemsIssues,
  validatePorting,
  type CheckoutIssue,
} from "@waea/domain/checkout";
import { SPID } from "@waea/domain/config";
import { hasText } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { StoredCart } from "../world/cart";
import { ownCustomer } from "./access";
import { cartByUuid } from "./cart";
import { checkLines } from "./cart-lines";

/** The first of some checkout problems as a 400 with the spec's words, or nothing. */
export const firstIssue = (issues: ReadonlyArray<CheckoutIssue>): Refusal | undefined => {
  const issue = issues[0];
  return issue === undefined ? undefined : refuse(400, translate("en", issue.key));
};

/** The install or delivery address: street, city, postcode (spec 03 §5), a plausible phone and short notes. */
export const addressRefusal = (address: EshopAddress): Refusal | undefined =>
  firstIssue([
    ...deliveryAddressIssues(address),
    ...contactNumberIssues(address.Phone, hasText(address.Phone)),
    ...deliveryInstructionsIssues(address.Notes, true),
  ]);

/**
 * The customer account an order is for: the one named, else the cart's, else the login's first; it must be one of
 * the signed-in login's accounts.
 */
export const orderCustomer = (
  context: SignedInContext,
  named: string | undefined,
  cart: StoredCart | undefined,
): string | Refusal => {
  const uuid = named ?? cart?.CustomerUUID ?? context.login.CustomerUUIDs[0];
  if (uuid === undefined) return refuse(400, "No CustomerUUID");
  const customer = ownCustomer(context, uuid);
  return isRefusal(customer) ? customer : uuid;
};

/** The cart being checked out, when one is named: it must exist, be open, and not be another customer's. */
export const checkoutCart = (
  context: SignedInContext,
  uuid: string | undefined,
): StoredCart | undefined | Refusal => {
  if (uuid === undefined) return undefined;
  const cart = cartByUuid(context, uuid);
  if (isRefusal(cart)) return cart;
  return cart.State === CART_STATE ? cart : refuse(409, "This cart has been checked out");
};

/** A cart attached to another customer account than the order's is not theirs to check out. */
export const cartOwnerRefusal = (cart: StoredCart | undefined, customerUuid: string): Refusal | undefined =>
  cart?.CustomerUUID !== undefined && cart.CustomerUUID !== customerUuid
    ? refuse(403, "This cart belongs to another customer account")
    : undefined;

const PORTING_TYPES = new Set(["prepay", "postpay"]);

/** A SIM line that keeps an existing number carries complete porting details (the domain's porting rule). */
const portingRefusal = (lines: ReadonlyArray<ServerCartItem>): Refusal | undefined => {
  for (const line of lines) {
    const attributes = line.Attributes;
    if (attributes?.OverMSISDN === undefined) continue;
    const type = attributes.OverMSISDNType;
    if (type !== undefined && !PORTING_TYPES.has(type))
      return refuse(400, "body.Items.Attributes.OverMSISDNType: must be prepay or postpay");
    const checked = validatePorting({
      number: attributes.OverMSISDN,
      carrier: attributes.CarrierLSP,
      accountType: type === "postpay" ? "postpay" : "prepay",
      accountNumber: attributes.AccountLSP,
      simId: attributes.PriorSIMID,
      holderName: attributes.NametagLSP,
    });
    if (Either.isLeft(checked)) return firstIssue(checked.left);
  }
  return undefined;
};

/**
 * The checks of a shop checkout (SHOP-05, spec 03 §5), in order: SPID, order items ('No Order Items', 'No Order
 * Item'), the cart, the customer, the delivery address, porting details, then the lines as the cart checks them.
 */
export const checkShopCheckout = (
  context: SignedInContext,
  body: {
    readonly SPID: number;
    readonly Items: ReadonlyArray<ServerCartItem>;
    readonly CustomerUUID?: string | undefined;
    readonly UUID?: string | undefined;
    readonly Address: EshopAddress;
  },
):
  | Refusal
  | {
      readonly customer: string;
      readonly cart: StoredCart | undefined;
      readonly lines: ReadonlyArray<ServerCartItem>;
    } => {
  if (body.SPID !== SPID) return refuse(400, "Invalid SPID");
  const items = firstIssue(orderItemsIssues(body.Items));
  if (items !== undefined) return items;
  const cart = checkoutCart(context, body.UUID);
  if (isRefusal(cart)) return cart;
  const customer = orderCustomer(context, body.CustomerUUID, cart);
  if (isRefusal(customer)) return customer;
  const refused =
    cartOwnerRefusal(cart, customer) ?? addressRefusal(body.Address) ?? portingRefusal(body.Items);
  if (refused !== undefined) return refused;
  const lines = checkLines(context.world, body.Items);
  return isRefusal(lines) ? lines : { customer, cart, lines };
};
