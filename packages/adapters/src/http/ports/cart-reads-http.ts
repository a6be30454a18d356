import { DEFAULT_CART_API_VERSION } from "@waea/domain/cart";
import type { CartApiService } from "@waea/domain/cart/api";
import type { HttpApiClient } from "../client";
import {
  getCartCall,
  getCartV2Call,
  getCartV3Call,
  getCustomerCartCall,
  getCustomerCartV2Call,
  getCustomerCartV3Call,
} from "../contract/cart-reads";
import { CART_TOKEN_HEADER } from "../contract/cart-token";
import { collectCalls } from "../contract/define";
import { byVersion } from "./by-version";

/** The part of the CartApi port a cart's restore calls (the cart and checkout pages' first read). */
export type CartReadsPart = Pick<CartApiService, "getCart" | "getCustomerCart">;

const readCalls = collectCalls(
  getCartCall,
  getCartV2Call,
  getCartV3Call,
  getCustomerCartCall,
  getCustomerCartV2Call,
  getCustomerCartV3Call,
);

/**
 * The cart's reads over HTTP, a module of their own: the browser's lazy CartApi loads it for them
 * (lazy-api-ports.ts), and the whole port (cart-http.ts) includes it. `version` picks /eshop, /eshop/v2 or
 * /eshop/v3 (v3 by default).
 */
export const makeHttpCartReads = (client: HttpApiClient): CartReadsPart => {
  const cart = client.calls(readCalls);
  return {
    getCart: (uuid, cartToken, version = DEFAULT_CART_API_VERSION) => {
      // The token goes in a header: a URL is kept by logs, history and referrers.
      const input = { params: { uuid }, headers: { [CART_TOKEN_HEADER]: cartToken } };
      return byVersion(version, { v1: cart.getCart, v2: cart.getCartV2, v3: cart.getCartV3 })(input);
    },
    getCustomerCart: (uuid, version = DEFAULT_CART_API_VERSION) => {
      const input = { params: { uuid } };
      return byVersion(version, {
        v1: cart.getCustomerCart,
        v2: cart.getCustomerCartV2,
        v3: cart.getCustomerCartV3,
      })(input);
    },
  };
};
