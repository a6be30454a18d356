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
  /** cart.saveCart (V2, V3): creates the cart, or replaces the lines of the cart named by payload.UUID. */
  readonly saveCart: (
    payload: ServerCartPayload,
    version?: CartApiVersion,
  ) => Effect.Effect<ServerCart, ApiError>;
  /** cart.getCart (V2, V3): a cart by its UUID, anonymous ones included. */
  readonly getCart: (uuid: string, version?: CartApiVersion) => Effect.Effect<ServerCart, ApiError>;
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
