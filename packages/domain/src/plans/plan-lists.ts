import * as Schema from "effect/Schema";
import { CatalogEntry } from "./catalog-entry";
import { CatalogProductType } from "./catalog-product-type";

/** The reply of plans.postpayMobilePlans. */
export const PostpayMobilePlansReply = Schema.Struct({ PostpayMobilePlans: Schema.Array(CatalogEntry) });
export type PostpayMobilePlansReply = typeof PostpayMobilePlansReply.Type;

/** The reply of plans.prepayMobilePlans. */
export const PrepayAddonsReply = Schema.Struct({ PrepayAddons: Schema.Array(CatalogEntry) });
export type PrepayAddonsReply = typeof PrepayAddonsReply.Type;

/** The catalog is read in one page of 1000 entries (spec 03 §7, §9). */
export const CATALOG_PAGE_SIZE = 1000;

/** The body of plans.catalogEntries. ProductInfo names the mobile product whose offers apply to the prices. */
export const CatalogEntriesRequest = Schema.Struct({
  ProductTypeList: Schema.Array(CatalogProductType),
  SearchOptions: Schema.Struct({ PageSize: Schema.Int }),
  CustomerInfo: Schema.Struct({ ID: Schema.String }),
  ProductInfo: Schema.optional(Schema.Struct({ ID: Schema.optional(Schema.String) })),
});
export type CatalogEntriesRequest = typeof CatalogEntriesRequest.Type;

/** The reply is not shown in the spec: the entries, with the usual paging total. */
export const CatalogEntriesReply = Schema.Struct({
  Entries: Schema.Array(CatalogEntry),
  PageInfo: Schema.optional(Schema.Struct({ TotalItemCount: Schema.Int })),
});
export type CatalogEntriesReply = typeof CatalogEntriesReply.Type;

export const catalogEntriesRequest = (
  productTypes: ReadonlyArray<CatalogProductType>,
  customerUUID: string,
  productUUID?: string,
): CatalogEntriesRequest => ({
  ProductTypeList: [...productTypes],
  SearchOptions: { PageSize: CATALOG_PAGE_SIZE },
  CustomerInfo: { ID: customerUUID },
  ...(productUUID === undefined ? {} : { ProductInfo: { ID: productUUID } }),
});
