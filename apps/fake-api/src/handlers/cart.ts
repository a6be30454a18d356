import type { cartCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { CART_STATE, type ServerCartPayload } from "@waea/domain/cart";
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

const noData = (): Refusal => refuse(404, translate("en", "checkout.no_data"));

/** An open cart by UUID; a checked-out cart is read but no longer changed. */
export const cartByUuid = (context: HandlerContext, uuid: string): StoredCart | Refusal =>
  entryOf(context.world.cart.carts, uuid) ?? noData();

/**
 * Saving a cart (SHOP-03; its SPID and lines are the contract's to check, CartPayload): the cart named by UUID (it must exist and still be open), the customer to
 * attach (an existing account; a cart of one customer is not moved to another) and the lines; then the cart is
 * stored with its totals. Saving without a customer keeps the one attached.
 */
const saveCart = (body: ServerCartPayload, context: HandlerContext) => {
  const existing = body.UUID === undefined ? undefined : cartByUuid(context, body.UUID);
  if (isRefusal(existing)) return existing;
  if (existing !== undefined && existing.State !== CART_STATE)
    return refuse(409, "This cart has been checked out");
  const customer = body.CustomerUUID;
  if (customer !== undefined && context.world.core.customers[customer] === undefined)
    return refuse(404, "No such customer account");
  if (customer !== undefined && existing?.CustomerUUID !== undefined && existing.CustomerUUID !== customer)
    return refuse(403, "This cart belongs to another customer account");
  const lines = checkLines(context.world, body.Items);
  if (isRefusal(lines)) return lines;
  return storeCart(context.world, context.nowMillis, {
    existing,
    customerUUID: customer,
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

/** The cart calls of /eshop, /eshop/v2 and /eshop/v3 behave alike; the catalogue search is the e-shop's. */
export const cartHandlers: Handlers<typeof cartCalls> = {
  "cart.saveCart": ({ body }, context) => saveCart(body, context),
  "cart.saveCartV2": ({ body }, context) => saveCart(body, context),
  "cart.saveCartV3": ({ body }, context) => saveCart(body, context),
  "cart.getCart": ({ params }, context) => cartByUuid(context, params.uuid),
  "cart.getCartV2": ({ params }, context) => cartByUuid(context, params.uuid),
  "cart.getCartV3": ({ params }, context) => cartByUuid(context, params.uuid),
  "cart.getCustomerCart": ({ params }, context) => customerCart(params.uuid, context),
  "cart.getCustomerCartV2": ({ params }, context) => customerCart(params.uuid, context),
  "cart.getCustomerCartV3": ({ params }, context) => customerCart(params.uuid, context),
  "cart.searchItems": ({ body }, context) => searchCatalog(context.world.cart.catalog, body),
};
