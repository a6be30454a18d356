import { CART_STATE, type ServerCartItem } from "@waea/domain/cart";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { StoredCart } from "../world/cart";
import { ownCustomer } from "./access";
import { checkoutCartByUuid } from "./cart";
import { checkLines } from "./cart-lines";

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

/**
 * The cart being checked out, when one is named: it must exist, be open, and be a customer's (whose the order
 * checks) or an anonymous one reached with its own token (the X-Cart-Token header).
 */
export const checkoutCart = (
  context: SignedInContext,
  uuid: string | undefined,
  token: string | undefined,
): StoredCart | undefined | Refusal => {
  if (uuid === undefined) return undefined;
  const cart = checkoutCartByUuid(context, uuid, token);
  if (isRefusal(cart)) return cart;
  return cart.State === CART_STATE ? cart : refuse(409, "This cart has been checked out");
};

/** A cart attached to another customer account than the order's is not theirs to check out. */
export const cartOwnerRefusal = (cart: StoredCart | undefined, customerUuid: string): Refusal | undefined =>
  cart?.CustomerUUID !== undefined && cart.CustomerUUID !== customerUuid
    ? refuse(403, "This cart belongs to another customer account")
    : undefined;

/**
 * The checks of a shop checkout (SHOP-05, spec 03 §5) that need the world, in order: the cart, the customer, then
 * the lines as the cart checks them. SPID, order items ('No Order Items', 'No Order Item'), the delivery address and
 * porting details are the contract's to check (ShopCheckoutPayload), before the handler runs.
 */
export const checkShopCheckout = (
  context: SignedInContext,
  body: {
    readonly Items: ReadonlyArray<ServerCartItem>;
    readonly CustomerUUID?: string | undefined;
    readonly UUID?: string | undefined;
  },
  cartToken: string | undefined,
):
  | Refusal
  | {
      readonly customer: string;
      readonly cart: StoredCart | undefined;
      readonly lines: ReadonlyArray<ServerCartItem>;
    } => {
  const cart = checkoutCart(context, body.UUID, cartToken);
  if (isRefusal(cart)) return cart;
  const customer = orderCustomer(context, body.CustomerUUID, cart);
  if (isRefusal(customer)) return customer;
  const refused = cartOwnerRefusal(cart, customer);
  if (refused !== undefined) return refused;
  const lines = checkLines(context.world, body.Items);
  return isRefusal(lines) ? lines : { customer, cart, lines };
};
