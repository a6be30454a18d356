import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { ItemImage } from "./item-images";
import { ItemType, PhysicalType, ServiceType, VirtualType } from "./item-kinds";

/** A name/value attribute of a catalogue item (modem speeds, phone storage...). */
export const ItemAttribute = Schema.Struct({ Name: Schema.String, Value: Schema.String });
export type ItemAttribute = typeof ItemAttribute.Type;

/** An e-shop catalogue item (spec 03 §3): the built-in SIM kinds, phones. Timestamps are nanoseconds. */
export const EshopItem = Schema.Struct({
  SPID: Schema.Int,
  UUID: Schema.String,
  CategoryUUID: Schema.optional(Schema.String),
  Name: Schema.String,
  Brand: Schema.optional(Schema.String),
  Description: Schema.optional(Schema.String),
  ItemAttributeSetUUID: Schema.optional(Schema.String),
  ItemImages: Schema.Array(ItemImage),
  Type: ItemType,
  VirtualType: Schema.optional(VirtualType),
  SelfManaged: Schema.optional(Schema.Boolean),
  ItemVariantUUID: Schema.optional(Schema.String),
  CreatedAtNanos: Schema.optional(Schema.Number),
  UpdatedAtNanos: Schema.optional(Schema.Number),
});
export type EshopItem = typeof EshopItem.Type;

/** A sellable variant of an item, as eshop_item_advanced_search answers (phones in a colour, modems). */
export const EshopItemVariant = Schema.Struct({
  UUID: Schema.String,
  ItemUUID: Schema.String,
  ItemVariantUUID: Schema.optional(Schema.String),
  Name: Schema.String,
  Brand: Schema.optional(Schema.String),
  Description: Schema.optional(Schema.String),
  PriceCents: Schema.optional(Cents),
  ItemImages: Schema.optional(Schema.Array(ItemImage)),
  PhysicalType: Schema.optional(PhysicalType),
  ServiceType: Schema.optional(ServiceType),
  Attributes: Schema.optional(Schema.Array(ItemAttribute)),
});
export type EshopItemVariant = typeof EshopItemVariant.Type;

export const SortOrder = Schema.Literal("ASC", "DESC");
export type SortOrder = typeof SortOrder.Type;

/**
 * What the catalogue search sorts by: the spec shows Name (the modem search, spec 03 §7); PriceCents is ours, for
 * the phone list. Another key is refused.
 */
export const CatalogSortField = Schema.Literal("Name", "PriceCents").annotations({
  message: () => ({ message: "must be Name or PriceCents", override: true }),
});
export type CatalogSortField = typeof CatalogSortField.Type;

/** A facet filter of the advanced search, e.g. NetworkType=FWA for modems. */
export const SearchFacet = Schema.Struct({ Name: Schema.String, Value: Schema.String });
export type SearchFacet = typeof SearchFacet.Type;

/**
 * Body of POST eshop/eshop_item_advanced_search (spec 03 §7). The spec names SearchOptions (page, sort),
 * IncludeDeleted, SPID and a facet; the field names inside SearchOptions are not shown, these follow the
 * operator's paging names (PageNumber, PageSize) and a SortField/SortOrder pair.
 */
export const EshopItemSearchRequest = Schema.Struct({
  SearchOptions: Schema.Struct({
    PageNumber: Schema.Int.pipe(Schema.nonNegative()),
    PageSize: Schema.Int.pipe(Schema.positive()),
    SortField: Schema.optional(CatalogSortField),
    SortOrder: Schema.optional(SortOrder),
  }),
  IncludeDeleted: Schema.Boolean,
  SPID: Schema.Int,
  Facets: Schema.optional(Schema.Array(SearchFacet)),
  Query: Schema.optional(Schema.String),
});
export type EshopItemSearchRequest = typeof EshopItemSearchRequest.Type;

export const EshopItemSearchReply = Schema.Struct({
  ItemVariants: Schema.Array(EshopItemVariant),
  TotalItemCount: Schema.optional(Schema.Int),
});
export type EshopItemSearchReply = typeof EshopItemSearchReply.Type;
