import type { CatalogEntry } from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import { ADDON_ITEMS, PLAN_ITEMS, type CatalogItem } from "./plans-catalog-items";
import type { SeedContext } from "./seed-context";

const DAY = 86_400_000;

const entryFor = (ctx: SeedContext, item: CatalogItem): CatalogEntry => {
  const uuid = ctx.uuid(`catalog:${item.key}`);
  const renews = item.c.AllowAutoRenew === "true";
  return {
    UUID: uuid,
    Name: item.name,
    ProductType: item.type,
    Availabilities: [
      {
        UUID: ctx.uuid(`availability:${item.key}`),
        ProductCatalogEntryUUID: uuid,
        RetailName: item.name,
        RetailDescription: item.description,
        RetailCents: item.cents,
        Available: item.available ?? true,
        Priority: item.priority,
      },
    ],
    cost: item.cents,
    is_payg: item.payg === true,
    is_fully_paid: false,
    ...(renews ? { RecurringRetailPrice: item.cents } : {}),
    Status: item.available === false ? "RETIRED" : "ACTIVE",
    Characteristics: item.c,
    CreatedAtNanos: millisToNanos(ctx.nowMillis - 400 * DAY),
    ...(item.offer === undefined
      ? {}
      : {
          origianl_price: item.offer.originalCents,
          discount: item.offer.originalCents - item.cents,
          PriceInfo: { OrigianlPrice: item.offer.originalCents, DiscountedPrice: item.cents },
        }),
  };
};

/** The whole catalog with ids from the seed: the same seed gives the same UUIDs. */
export const seedCatalog = (ctx: SeedContext): ReadonlyArray<CatalogEntry> =>
  [...PLAN_ITEMS, ...ADDON_ITEMS].map((item) => entryFor(ctx, item));
