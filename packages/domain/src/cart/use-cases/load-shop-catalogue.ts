import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import type { PlanKind } from "../../config";
import { SPID } from "../../config";
import type { PlansApi } from "../../plans/plans-api";
import { loadPlans } from "../../plans/use-cases/load-plans";
import type { ApiError } from "../../ports";
import { CartApi } from "../cart-api";
import { CATALOG_REQUEST_DELAY_MS } from "../catalog-reload";
import type { EshopItemVariant, SearchFacet } from "../eshop-item";
import { PhoneBrands } from "../phone-filter";
import type { ShopCatalogue } from "../shop-catalogue";
import { phoneOfVariant, type ShopPhone } from "../shop-phone";

/** The catalogue search's largest page (the contract's limit). */
const PAGE_SIZE = 100;

/** Every variant the search finds with these facets, page after page, in name order. */
const searchAll = (
  facets: ReadonlyArray<SearchFacet>,
): Effect.Effect<ReadonlyArray<EshopItemVariant>, ApiError, CartApi> =>
  Effect.gen(function* () {
    const api = yield* CartApi;
    const found: EshopItemVariant[] = [];
    for (let page = 0; ; page += 1) {
      const reply = yield* api.searchItems({
        SearchOptions: { PageNumber: page, PageSize: PAGE_SIZE, SortField: "Name", SortOrder: "ASC" },
        IncludeDeleted: false,
        SPID,
        Facets: facets,
      });
      found.push(...reply.ItemVariants);
      const total = reply.TotalItemCount ?? found.length;
      if (reply.ItemVariants.length === 0 || found.length >= total) return found;
    }
  });

/** The SIM kinds a customer buys with a plan: physical and eSIM (the fixed wireless SIM belongs to broadband). */
const simKinds = Effect.map(searchAll([{ Name: "PhysicalType", Value: "SIM" }]), (variants) =>
  variants.filter((variant) => variant.ServiceType === undefined),
);

/** The phones of every brand of the filter, cheapest first. */
const phones: Effect.Effect<ReadonlyArray<ShopPhone>, ApiError, CartApi> = Effect.map(
  searchAll(PhoneBrands.map((brand) => ({ Name: "Brand", Value: brand.value }))),
  (variants) =>
    variants
      .flatMap((variant) => {
        const phone = phoneOfVariant(variant);
        return phone === undefined ? [] : [phone];
      })
      .sort((a, b) => a.PriceCents - b.PriceCents),
);

/** The plans of every kind the build sells, each once, in the catalogue's order. */
const shopPlans = (kinds: ReadonlyArray<PlanKind>) =>
  Effect.map(Effect.all(kinds.map(loadPlans), { concurrency: "unbounded" }), (lists) => {
    const seen = new Set<string>();
    return lists.flat().filter((entry) => (seen.has(entry.UUID) ? false : (seen.add(entry.UUID), true)));
  });

/**
 * The e-shop's catalogue (SHOP-01): the plans of the build's plan kinds, the SIM kinds and, when the build shows
 * them (non-production), the phones, each with the server's price.
 */
export const loadShopCatalogue = (input: {
  readonly planKinds: ReadonlyArray<PlanKind>;
  readonly withPhones: boolean;
}): Effect.Effect<ShopCatalogue, ApiError, CartApi | PlansApi> =>
  Effect.map(
    Effect.all([shopPlans(input.planKinds), simKinds, input.withPhones ? phones : Effect.succeed([])], {
      concurrency: "unbounded",
    }),
    ([plans, sims, found]) => ({ plans, sims, phones: found }),
  );

/**
 * The catalogue as the shop asks for it (spec 03 §4): the request waits 1.5 s on Effect's Clock first, so a visitor
 * passing through the shop does not load it; a page keeps what it shows until then (see keepCatalogue).
 */
export const loadShopCatalogueLater = (
  input: Parameters<typeof loadShopCatalogue>[0],
): Effect.Effect<ShopCatalogue, ApiError, CartApi | PlansApi> =>
  Effect.delay(loadShopCatalogue(input), Duration.millis(CATALOG_REQUEST_DELAY_MS));
