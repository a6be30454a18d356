import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import type { ApiError } from "../ports";
import type { EshopItemSearchReply, EshopItemSearchRequest } from "./eshop-item";
import type { ServerCart, ServerCartPayload } from "./server-cart";

/** The e-shop serves carts at /eshop/cart, /eshop/v2/cart and /eshop/v3/cart; the portal uses v3 by default. */
export const CartApiVersion = Schema.Literal("v1", "v2", "v3");
export type CartApiVersion = typeof CartApiVersion.Type;
export const DEFAULT_CART_API_VERSION: CartApiVersion = "v3";

/** The e-shop cart calls of spec 03 §7 (SHOP-01..04). */
export interface CartApiService {
  /** POST /eshop{,/v2,/v3}/cart: creates the cart, or replaces the lines of the cart named by payload.UUID. */
  readonly saveCart: (
    payload: ServerCartPayload,
    version?: CartApiVersion,
  ) => Effect.Effect<ServerCart, ApiError>;
  /** GET /eshop{,/v2,/v3}/cart/{uuid}. */
  readonly getCart: (uuid: string, version?: CartApiVersion) => Effect.Effect<ServerCart, ApiError>;
  /** GET /eshop{,/v2,/v3}/customer/{uuid}/cart: the customer's open cart; 404 when there is none. */
  readonly getCustomerCart: (
    customerUUID: string,
    version?: CartApiVersion,
  ) => Effect.Effect<ServerCart, ApiError>;
  /**
   * POST eshop/eshop_item_advanced_search for the phone and SIM catalogue. Broadband reads modems through the same
   * call with the NetworkType=FWA facet on its own port.
   */
  readonly searchItems: (request: EshopItemSearchRequest) => Effect.Effect<EshopItemSearchReply, ApiError>;
}

export class CartApi extends Context.Tag("waea/CartApi")<CartApi, CartApiService>() {}
