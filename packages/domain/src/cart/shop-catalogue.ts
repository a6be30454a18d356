import type { CatalogEntry } from "../plans/catalog-entry";
import { catalogChanged } from "./catalog-reload";
import type { EshopItemVariant } from "./eshop-item";
import type { ShopPhone } from "./shop-phone";

/**
 * What the e-shop offers (SHOP-01): the plans a SIM is bought with, the SIM kinds (eSIM, physical SIM), and in a
 * non-production build the phones. Prices are the server's catalogues'.
 */
export interface ShopCatalogue {
  readonly plans: ReadonlyArray<CatalogEntry>;
  readonly sims: ReadonlyArray<EshopItemVariant>;
  readonly phones: ReadonlyArray<ShopPhone>;
}

/**
 * The catalogue to show once a fresh one has loaded (SHOP-01, spec 03 §4 "reloaded only if it changed"): the one on
 * screen itself (the same object, so nothing re-renders) when the fresh one holds the same data, else the fresh one.
 */
export const keepCatalogue = (previous: ShopCatalogue | undefined, next: ShopCatalogue): ShopCatalogue =>
  previous !== undefined &&
  !catalogChanged([previous.plans, previous.sims, previous.phones], [next.plans, next.sims, next.phones])
    ? previous
    : next;
