import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { SPID } from "../config";
import { apiFailure } from "../ports";
import { CartApi, type CartApiService } from "./cart-api";
import type { EshopItemVariant } from "./eshop-item";
import { gstPartCents } from "./gst";
import { CART_STATE, type ServerCart } from "./server-cart";

export interface MemoryCartApi extends CartApiService {
  readonly carts: Map<string, ServerCart>;
}

/**
 * An in-memory e-shop: carts kept by UUID with deterministic ids and numbers, totals and GST computed, a catalogue
 * searched by name with paging and sorting. Refuses another SPID, empty item ids and unknown carts.
 */
export const makeMemoryCartApi = (
  options: {
    readonly catalog?: ReadonlyArray<EshopItemVariant>;
    readonly carts?: ReadonlyArray<ServerCart>;
  } = {},
): MemoryCartApi => {
  const carts = new Map((options.carts ?? []).map((cart) => [cart.UUID, cart]));
  let sequence = carts.size;
  const catalog = options.catalog ?? [];
  const latestOf = (customerUUID: string): ServerCart | undefined =>
    [...carts.values()]
      .filter((cart) => cart.CustomerUUID === customerUUID && cart.State === CART_STATE)
      .at(-1);

  const saveCart: CartApiService["saveCart"] = (payload) => {
    if (payload.SPID !== SPID) return apiFailure("saveCart", 400, "Invalid SPID");
    if (payload.Items.some((item) => item.ItemUUID.trim() === ""))
      return apiFailure("saveCart", 400, "No Order Item");
    const existing = payload.UUID === undefined ? undefined : carts.get(payload.UUID);
    if (payload.UUID !== undefined && existing === undefined) return apiFailure("saveCart", 404, "No data");
    return Effect.sync(() => {
      const uuid = existing?.UUID ?? `cart-${String(++sequence).padStart(4, "0")}`;
      const amount = payload.Items.reduce((total, item) => total + item.PriceCents * item.Quantity, 0);
      const customer = payload.CustomerUUID ?? existing?.CustomerUUID;
      const address = payload.Address ?? existing?.Address;
      const cart: ServerCart = {
        UUID: uuid,
        Number: existing?.Number ?? `C${String(100000 + sequence)}`,
        Items: payload.Items.map((item, index) => ({ ...item, UUID: `${uuid}-line-${index + 1}` })),
        ...(customer === undefined ? {} : { CustomerUUID: customer }),
        AmountCents: amount,
        AmountTaxCents: gstPartCents(amount),
        State: CART_STATE,
        ...(address === undefined ? {} : { Address: address }),
      };
      carts.set(uuid, cart);
      return cart;
    });
  };

  return {
    carts,
    saveCart,
    getCart: (uuid) => {
      const cart = carts.get(uuid);
      return cart === undefined ? apiFailure("getCart", 404, "No data") : Effect.succeed(cart);
    },
    getCustomerCart: (customerUUID) => {
      const cart = latestOf(customerUUID);
      return cart === undefined ? apiFailure("getCustomerCart", 404, "No data") : Effect.succeed(cart);
    },
    searchItems: (request) => {
      if (request.SPID !== SPID) return apiFailure("searchItems", 400, "Invalid SPID");
      const query = (request.Query ?? "").toLowerCase();
      const found = catalog.filter((item) => item.Name.toLowerCase().includes(query));
      const direction = request.SearchOptions.SortOrder === "DESC" ? -1 : 1;
      const sorted =
        request.SearchOptions.SortField === "Name"
          ? [...found].sort((a, b) => direction * a.Name.localeCompare(b.Name))
          : found;
      const { PageNumber, PageSize } = request.SearchOptions;
      return Effect.succeed({
        ItemVariants: sorted.slice(PageNumber * PageSize, (PageNumber + 1) * PageSize),
        TotalItemCount: sorted.length,
      });
    },
  };
};

export const memoryCartApiLayer = (api: CartApiService = makeMemoryCartApi()): Layer.Layer<CartApi> =>
  Layer.succeed(CartApi, api);
