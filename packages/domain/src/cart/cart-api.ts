import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import type { ApiError } from "../ports";
import type { EshopItemSearchReply, EshopItemSearchRequest } from "./eshop-item";
import type { ServerCart, ServerCartPayload } from "./server-cart";

/** The e-shop serves its cart calls in three versions (cart.saveCart, saveCartV2, saveCartV3...); the portal uses v3. */
export const CartApiVersion = Schema.Literal("v1", "v2", "v3");
export type CartApiVersion = typeof CartApiVersion.Type;
export const DEFAULT_CART_API_VERSION: CartApiVersion = "v3";

/** The e-shop cart calls of spec 03 §7 (SHOP-01..04), the entries of http/contract/cart.ts. */
export interface CartApiService {
  /**
   * cart.saveCart (V2, V3): creates an anonymous cart (the reply carries its CartToken), or replaces the lines of
   * the anonymous cart named by payload.UUID and payload.CartToken.
   */
  readonly saveCart: (
    payload: ServerCartPayload,
    version?: CartApiVersion,
  ) => Effect.Effect<ServerCart, ApiError>;
  /**
   * cart.saveCustomerCart (V2, V3): the signed-in customer's cart, created or replaced; an anonymous cart named by
   * payload.UUID and payload.CartToken is attached to them.
   */
  readonly saveCustomerCart: (
    customerUUID: string,
    payload: ServerCartPayload,
    version?: CartApiVersion,
  ) => Effect.Effect<ServerCart, ApiError>;
  /** cart.getCart (V2, V3): an anonymous cart by its UUID and its own token; anything else is 404. */
  readonly getCart: (
    uuid: string,
    cartToken: string,
    version?: CartApiVersion,
  ) => Effect.Effect<ServerCart, ApiError>;
  /** cart.getCustomerCart (V2, V3): the customer's open cart; 404 when there is none. */
  readonly getCustomerCart: (
    customerUUID: string,
    version?: CartApiVersion,
  ) => Effect.Effect<ServerCart, ApiError>;
  /**
   * cart.searchItems: the phone and SIM catalogue, by name and facets, sorted by Name or PriceCents, in pages. Broadband reads modems through the same
   * call with the NetworkType=FWA facet on its own port.
   */
  readonly searchItems: (request: EshopItemSearchRequest) => Effect.Effect<EshopItemSearchReply, ApiError>;
}

export class CartApi extends Context.Tag("waea/CartApi")<CartApi, CartApiService>() {}
