import * as Schema from "effect/Schema";
import { ServerCart } from "@waea/domain/cart";
import { CartTokenHeader } from "./cart-token";
import { defineCall, json } from "./define";
import { PathParam } from "./wire";

export const Uuid = Schema.Struct({ uuid: PathParam });

/** The e-shop serves the same cart calls under /eshop, /eshop/v2 and /eshop/v3 (spec 03 §7). */
export const CART_VERSIONS = [
  { suffix: "", prefix: "/eshop" },
  { suffix: "V2", prefix: "/eshop/v2" },
  { suffix: "V3", prefix: "/eshop/v3" },
] as const;

const getCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.getCart${suffix}`,
    method: "GET",
    path: `${prefix}/cart/{uuid}`,
    params: Uuid,
    headers: CartTokenHeader,
    reply: json(ServerCart),
    auth: "none",
    replyShown: true,
  });

const getCustomerCart = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `cart.getCustomerCart${suffix}`,
    method: "GET",
    path: `${prefix}/customer/{uuid}/cart`,
    params: Uuid,
    reply: json(ServerCart),
    auth: "bearer",
    replyShown: true,
  });

const [v1, v2, v3] = CART_VERSIONS;

/**
 * The cart's reads (an anonymous cart with its token, a customer's own), apart from the saves and the catalogue
 * search (cart.ts lists them in their places): every visit of the cart and checkout restores the cart, and its port
 * part (cart-reads-http.ts) loads these entries without the cart payload, checkout and search schemas.
 */
export const getCartCall = getCart(v1.suffix, v1.prefix);
export const getCartV2Call = getCart(v2.suffix, v2.prefix);
export const getCartV3Call = getCart(v3.suffix, v3.prefix);
export const getCustomerCartCall = getCustomerCart(v1.suffix, v1.prefix);
export const getCustomerCartV2Call = getCustomerCart(v2.suffix, v2.prefix);
export const getCustomerCartV3Call = getCustomerCart(v3.suffix, v3.prefix);
