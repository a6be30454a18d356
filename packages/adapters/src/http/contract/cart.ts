import { EshopItemSearchReply, ServerCart } from "@waea/domain/cart";
import { collectCalls, defineCall, json } from "./define";
import { CartPayload, CatalogSearchRequest } from "./cart-input";
import {
  CART_VERSIONS,
  Uuid,
  getCartCall,
  getCartV2Call,
  getCartV3Call,
  getCustomerCartCall,
  getCustomerCartV2Call,
  getCustomerCartV3Call,
} from "./cart-reads";

const saveCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.saveCart${suffix}`,
    method: "POST",
    path: `${prefix}/cart`,
    body: CartPayload,
    reply: json(ServerCart),
    auth: "none",
    replyShown: true,
  });

/** A signed-in customer saves their own cart (or attaches an anonymous one, given its UUID and CartToken). */
const saveCustomerCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.saveCustomerCart${suffix}`,
    method: "POST",
    path: `${prefix}/customer/{uuid}/cart`,
    params: Uuid,
    body: CartPayload,
    reply: json(ServerCart),
    auth: "bearer",
    replyShown: true,
  });

const [v1, v2, v3] = CART_VERSIONS;

/**
 * The e-shop cart and catalogue search (spec 03 §3, §4, §7; SHOP-01..04). CartApi's `version` picks the entry:
 * `cart.saveCart` is /eshop/cart, `cart.saveCartV2` /eshop/v2/cart, `cart.saveCartV3` /eshop/v3/cart (the portal's
 * default). An anonymous cart is saved and read without a session, with the CartToken its first save answered (its
 * UUID alone reaches nothing; a read sends it in the X-Cart-Token header, never the URL); a customer's cart only by that customer, signed in (saveCustomerCart,
 * getCustomerCart), which is also how an anonymous cart is attached to them. The catalogue search is public, and a POST, so it is not cached by the client.
 */
export const cartCalls = collectCalls(
  saveCart(v1.suffix, v1.prefix),
  saveCart(v2.suffix, v2.prefix),
  saveCart(v3.suffix, v3.prefix),
  // The reads, in their places (cart-reads.ts).
  getCartCall,
  getCartV2Call,
  getCartV3Call,
  getCustomerCartCall,
  getCustomerCartV2Call,
  getCustomerCartV3Call,
  saveCustomerCart(v1.suffix, v1.prefix),
  saveCustomerCart(v2.suffix, v2.prefix),
  saveCustomerCart(v3.suffix, v3.prefix),
  defineCall({
    id: "cart.searchItems",
    method: "POST",
    path: "/eshop/eshop_item_advanced_search",
    body: CatalogSearchRequest,
    reply: json(EshopItemSearchReply),
    auth: "none",
    replyShown: false,
  }),
);
