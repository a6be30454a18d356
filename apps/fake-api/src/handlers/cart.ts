import { timingSafeEqual } from "node:crypto";
import { CART_TOKEN_HEADER, type cartCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { CART_STATE, type ServerCart, type ServerCartPayload } from "@waea/domain/cart";
import {
  isRefusal,
  refuse,
  type HandlerContext,
  type Handlers,
  type Refusal,
  type SignedInContext,
} from "../server/handler";
import type { StoredCart } from "../world/cart";
import { ownCustomer } from "./access";
import { checkLines, storeCart } from "./cart-lines";
import { searchCatalog } from "./cart-search";
import { entryOf } from "./record-entry";
import { unguessable } from "./unguessable";

const noData = (): Refusal => refuse(404, translate("en", "checkout.no_data"));

const sameToken = (stored: string, given: string): boolean => {
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * An anonymous cart reached by its UUID and its own token. A customer's cart, a wrong or missing token and an
 * unknown UUID are the same 404: whether a cart exists is not told to someone who does not hold it.
 */
const anonymousCart = (
  context: HandlerContext,
  uuid: string,
  token: string | undefined,
): StoredCart | Refusal => {
  const cart = entryOf(context.world.cart.carts, uuid);
  return cart !== undefined &&
    cart.CustomerUUID === undefined &&
    cart.Token !== undefined &&
    token !== undefined &&
    sameToken(cart.Token, token)
    ? cart
    : noData();
};

/**
 * The cart a signed-in checkout names (checkout-checks.ts): a customer's cart (whose customer the checkout checks),
 * or an anonymous cart with its own token; a wrong or missing token is the same 404 as an unknown UUID.
 */
export const checkoutCartByUuid = (
  context: HandlerContext,
  uuid: string,
  token: string | undefined,
): StoredCart | Refusal => {
  const cart = entryOf(context.world.cart.carts, uuid);
  if (cart === undefined) return noData();
  return cart.CustomerUUID === undefined ? anonymousCart(context, uuid, token) : cart;
};

/** The reply of an anonymous call: the cart with its token, so the browser can keep it. */
const withToken = (cart: StoredCart): ServerCart =>
  cart.Token === undefined ? cart : { ...cart, CartToken: cart.Token };

const openOnly = (cart: StoredCart | undefined): Refusal | undefined =>
  cart !== undefined && cart.State !== CART_STATE ? refuse(409, "This cart has been checked out") : undefined;

/**
 * Saving an anonymous cart (SHOP-03; its SPID and lines are the contract's to check, CartPayload): a new one gets a
 * random token, answered once as CartToken; an existing one is named by UUID and that token. Attaching a customer
 * takes their signed-in call (saveCustomerCart): an anonymous call cannot put a cart on someone's account.
 */
const saveAnonymousCart = (body: ServerCartPayload, context: HandlerContext) => {
  if (body.CustomerUUID !== undefined) return refuse(403, "Sign in to save a cart for a customer account");
  const existing = body.UUID === undefined ? undefined : anonymousCart(context, body.UUID, body.CartToken);
  if (isRefusal(existing)) return existing;
  const closed = openOnly(existing);
  if (closed !== undefined) return closed;
  const lines = checkLines(context.world, body.Items);
  if (isRefusal(lines)) return lines;
  const cart = storeCart(context.world, context.nowMillis, {
    existing,
    customerUUID: undefined,
    lines,
    address: body.Address,
    token: existing?.Token ?? unguessable(),
  });
  return withToken(cart);
};

/**
 * Saving the signed-in customer's cart: one of the login's accounts; the cart named by UUID is theirs already, or
 * an anonymous one with its token, which this attaches to them (and its token stops reaching it).
 */
const saveCustomerCart = (customerUuid: string, body: ServerCartPayload, context: SignedInContext) => {
  const customer = ownCustomer(context, customerUuid);
  if (isRefusal(customer)) return customer;
  if (body.CustomerUUID !== undefined && body.CustomerUUID !== customerUuid)
    return refuse(400, "body.CustomerUUID: must be the customer account of the path");
  const named = body.UUID === undefined ? undefined : entryOf(context.world.cart.carts, body.UUID);
  const existing =
    body.UUID === undefined
      ? undefined
      : named?.CustomerUUID === customerUuid
        ? named
        : anonymousCart(context, body.UUID, body.CartToken);
  if (isRefusal(existing)) return existing;
  const closed = openOnly(existing);
  if (closed !== undefined) return closed;
  const lines = checkLines(context.world, body.Items);
  if (isRefusal(lines)) return lines;
  return storeCart(context.world, context.nowMillis, {
    existing,
    customerUUID: customerUuid,
    lines,
    address: body.Address,
  });
};

/** The newest open cart of a customer account of the signed-in login. */
const customerCart = (uuid: string, context: SignedInContext) => {
  const customer = ownCustomer(context, uuid);
  if (isRefusal(customer)) return customer;
  const open = Object.values(context.world.cart.carts)
    .filter((cart) => cart.CustomerUUID === uuid && cart.State === CART_STATE)
    .sort((a, b) => b.UpdatedAtMillis - a.UpdatedAtMillis);
  return open[0] ?? noData();
};

const readAnonymous = (uuid: string, token: string, context: HandlerContext) => {
  const cart = anonymousCart(context, uuid, token);
  return isRefusal(cart) ? cart : withToken(cart);
};

/**
 * The cart calls of /eshop, /eshop/v2 and /eshop/v3 behave alike (SHOP-03): an anonymous cart is its token's
 * holder's, a customer's cart its customer's (signed in). The catalogue search is the e-shop's.
 */
export const cartHandlers: Handlers<typeof cartCalls> = {
  "cart.saveCart": ({ body }, context) => saveAnonymousCart(body, context),
  "cart.saveCartV2": ({ body }, context) => saveAnonymousCart(body, context),
  "cart.saveCartV3": ({ body }, context) => saveAnonymousCart(body, context),
  "cart.saveCustomerCart": ({ params, body }, context) => saveCustomerCart(params.uuid, body, context),
  "cart.saveCustomerCartV2": ({ params, body }, context) => saveCustomerCart(params.uuid, body, context),
  "cart.saveCustomerCartV3": ({ params, body }, context) => saveCustomerCart(params.uuid, body, context),
  "cart.getCart": ({ params, headers }, context) =>
    readAnonymous(params.uuid, headers[CART_TOKEN_HEADER], context),
  "cart.getCartV2": ({ params, headers }, context) =>
    readAnonymous(params.uuid, headers[CART_TOKEN_HEADER], context),
  "cart.getCartV3": ({ params, headers }, context) =>
    readAnonymous(params.uuid, headers[CART_TOKEN_HEADER], context),
  "cart.getCustomerCart": ({ params }, context) => customerCart(params.uuid, context),
  "cart.getCustomerCartV2": ({ params }, context) => customerCart(params.uuid, context),
  "cart.getCustomerCartV3": ({ params }, context) => customerCart(params.uuid, context),
  "cart.searchItems": ({ body }, context) => searchCatalog(context.world.cart.catalog, body),
};
