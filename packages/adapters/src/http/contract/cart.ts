import * as Schema from "effect/Schema";
import { EshopItemSearchReply, ServerCart } from "@waea/domain/cart";
import { collectCalls, defineCall, json } from "./define";
import { CartPayload, CartTokenHeader, CatalogSearchRequest } from "./shop-input";
import { PathParam } from "./wire";

const Uuid = Schema.Struct({ uuid: PathParam });

/** The e-shop serves the same cart calls under /eshop, /eshop/v2 and /eshop/v3 (spec 03 §7). */
const VERSIONS = [
  { suffix: "", prefix: "/eshop" },
  { suffix: "V2", prefix: "/eshop/v2" },
  { suffix: "V3", prefix: "/eshop/v3" },
] as const;

const SPEC = "03 §3, §4, §7";

const saveCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.saveCart${suffix}`,
    summary:
      "Create an anonymous cart (its CartToken in the reply), or replace the lines of the one named by UUID and CartToken",
    method: "POST",
    path: `${prefix}/cart`,
    body: CartPayload,
    reply: json(ServerCart),
    auth: "none",
    replyShown: true,
    spec: SPEC,
  });

/** A signed-in customer saves their own cart (or attaches an anonymous one, given its UUID and CartToken). */
const saveCustomerCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.saveCustomerCart${suffix}`,
    summary:
      "Create or replace the signed-in customer's cart; an anonymous cart named by UUID and CartToken is attached",
    method: "POST",
    path: `${prefix}/customer/{uuid}/cart`,
    params: Uuid,
    body: CartPayload,
    reply: json(ServerCart),
    auth: "bearer",
    replyShown: true,
    spec: SPEC,
  });

const getCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.getCart${suffix}`,
    summary:
      "An anonymous cart by its UUID and its own token (X-Cart-Token header); a customer's cart or a wrong token is 404",
    method: "GET",
    path: `${prefix}/cart/{uuid}`,
    params: Uuid,
    headers: CartTokenHeader,
    reply: json(ServerCart),
    auth: "none",
    replyShown: true,
    spec: SPEC,
  });

const getCustomerCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.getCustomerCart${suffix}`,
    summary: "The signed-in customer's open cart; 404 when there is none",
    method: "GET",
    path: `${prefix}/customer/{uuid}/cart`,
    params: Uuid,
    reply: json(ServerCart),
    auth: "bearer",
    replyShown: true,
    spec: SPEC,
  });

const [v1, v2, v3] = VERSIONS;

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
  getCart(v1.suffix, v1.prefix),
  getCart(v2.suffix, v2.prefix),
  getCart(v3.suffix, v3.prefix),
  getCustomerCart(v1.suffix, v1.prefix),
  getCustomerCart(v2.suffix, v2.prefix),
  getCustomerCart(v3.suffix, v3.prefix),
  saveCustomerCart(v1.suffix, v1.prefix),
  saveCustomerCart(v2.suffix, v2.prefix),
  saveCustomerCart(v3.suffix, v3.prefix),
  defineCall({
    id: "cart.searchItems",
    summary:
      "Catalogue search: SIMs, phones (brand, model, colour, storage, SIM count facets) and FWA modems (NetworkType=FWA)",
    method: "POST",
    path: "/eshop/eshop_item_advanced_search",
    body: CatalogSearchRequest,
    reply: json(EshopItemSearchReply),
    auth: "none",
    replyShown: false,
    spec: "03 §2, §3, §7",
  }),
);
