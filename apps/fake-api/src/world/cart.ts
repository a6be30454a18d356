import type { ServerCart } from "@waea/domain/cart";
import { seedCatalog, type CatalogVariant } from "./cart-catalog";
import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

export type { CatalogVariant } from "./cart-catalog";

/**
 * A stored cart: the server cart, when it was last saved and, while it is anonymous, its own random token (replies
 * leave both out; the anonymous calls answer the token as CartToken).
 */
export type StoredCart = ServerCart & { readonly UpdatedAtMillis: number; readonly Token?: string };

/**
 * The cart slice: the e-shop catalogue (SIM kinds, phones, FWA modems), the carts by UUID (anonymous ones
 * included; a checked-out cart keeps its lines with State ORDERED), and a counter for new cart ids and numbers.
 */
export interface CartState {
  readonly catalog: ReadonlyArray<CatalogVariant>;
  readonly carts: Record<string, StoredCart>;
  sequence: number;
}

/** No demo login starts with an open cart: carts are made by the shop pages (and the contract examples). */
export const seedCart = (ctx: SeedContext, _core: CoreState): CartState => ({
  catalog: seedCatalog(ctx),
  carts: {},
  sequence: 0,
});
