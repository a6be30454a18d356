import * as Layer from "effect/Layer";
import { DEFAULT_CART_API_VERSION } from "@waea/domain/cart";
import { CartApi, type CartApiService } from "@waea/domain/cart/api";
import type { HttpApiClient } from "../client";
import { cartCalls } from "../contract/cart";
import { makeHttpCartReads } from "./cart-reads-http";
import { byVersion } from "./by-version";

/** The CartApi port over HTTP: `version` picks /eshop, /eshop/v2 or /eshop/v3 (v3 by default). */
export const makeHttpCartApi = (client: HttpApiClient): CartApiService => {
  const cart = client.calls(cartCalls);
  return {
    saveCart: (payload, version = DEFAULT_CART_API_VERSION) => {
      const input = { body: payload };
      return byVersion(version, { v1: cart.saveCart, v2: cart.saveCartV2, v3: cart.saveCartV3 })(input);
    },
    saveCustomerCart: (customerUUID, payload, version = DEFAULT_CART_API_VERSION) => {
      const input = { params: { uuid: customerUUID }, body: payload };
      return byVersion(version, {
        v1: cart.saveCustomerCart,
        v2: cart.saveCustomerCartV2,
        v3: cart.saveCustomerCartV3,
      })(input);
    },
    // The reads are a part of their own (cart-reads-http.ts), which the lazy port loads alone for a restore.
    ...makeHttpCartReads(client),
    searchItems: (request) => cart.searchItems({ body: request }),
  };
};

export const httpCartLayer = (client: HttpApiClient): Layer.Layer<CartApi> =>
  Layer.succeed(CartApi, makeHttpCartApi(client));
