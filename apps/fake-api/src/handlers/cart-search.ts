import {
  filterPhones,
  phoneOfVariant,
  type EshopItemSearchReply,
  type EshopItemSearchRequest,
  type PhoneFilter,
  type SearchFacet,
} from "@waea/domain/cart";
import type { CatalogVariant } from "../world/cart";

/** The facets of the phone filter sidebar (SHOP-01), as attribute names of the phone variants. */
const PHONE_FACETS = new Set(["Brand", "Model", "Colour", "StorageGb", "SimCount"]);

const attribute = (variant: CatalogVariant, name: string): string | undefined =>
  variant.Attributes?.find((entry) => entry.Name === name)?.Value;

const valuesOf = (facets: ReadonlyArray<SearchFacet>, name: string): ReadonlyArray<string> =>
  facets.filter((facet) => facet.Name === name).map((facet) => facet.Value);

const phoneFilterOf = (facets: ReadonlyArray<SearchFacet>): PhoneFilter => ({
  brands: valuesOf(facets, "Brand"),
  models: valuesOf(facets, "Model"),
  colours: valuesOf(facets, "Colour"),
  storage: valuesOf(facets, "StorageGb").map(Number),
  simCounts: valuesOf(facets, "SimCount").map(Number),
});

/** Any other facet names a field (PhysicalType, ServiceType) or an attribute (NetworkType); values are alternatives. */
const otherFacetsAllow = (variant: CatalogVariant, facets: ReadonlyArray<SearchFacet>): boolean => {
  const names = new Set(facets.map((facet) => facet.Name).filter((name) => !PHONE_FACETS.has(name)));
  return [...names].every((name) => {
    const value =
      name === "PhysicalType"
        ? variant.PhysicalType
        : name === "ServiceType"
          ? variant.ServiceType
          : attribute(variant, name);
    return value !== undefined && valuesOf(facets, name).includes(value);
  });
};

/** Phone facets go through the domain's phone filter; a variant that is not a phone fails any phone facet. */
const phoneFacetsAllow = (variant: CatalogVariant, filter: PhoneFilter, any: boolean): boolean => {
  if (!any) return true;
  const phone = phoneOfVariant(variant);
  return phone !== undefined && filterPhones([phone], filter).length === 1;
};

/**
 * The e-shop's advanced search (spec 03 §7): the name contains Query (any case), every facet name must match one
 * of its values, deleted variants only with IncludeDeleted, sorted by Name or PriceCents, pages counted from 0.
 * The request's SPID, page size and sort key are the contract's to check (CatalogSearchRequest).
 */
export const searchCatalog = (
  catalog: ReadonlyArray<CatalogVariant>,
  request: EshopItemSearchRequest,
): EshopItemSearchReply => {
  const facets = request.Facets ?? [];
  const filter = phoneFilterOf(facets);
  const anyPhoneFacet = facets.some((facet) => PHONE_FACETS.has(facet.Name));
  const query = (request.Query ?? "").trim().toLowerCase();
  const found = catalog.filter(
    (variant) =>
      (request.IncludeDeleted || variant.Deleted !== true) &&
      variant.Name.toLowerCase().includes(query) &&
      phoneFacetsAllow(variant, filter, anyPhoneFacet) &&
      otherFacetsAllow(variant, facets),
  );
  const { PageNumber, PageSize, SortField, SortOrder } = request.SearchOptions;
  const direction = SortOrder === "DESC" ? -1 : 1;
  const sorted =
    SortField === undefined
      ? found
      : [...found].sort((a, b) =>
          SortField === "Name"
            ? direction * a.Name.localeCompare(b.Name)
            : direction * ((a.PriceCents ?? 0) - (b.PriceCents ?? 0)),
        );
  return {
    ItemVariants: sorted.slice(PageNumber * PageSize, (PageNumber + 1) * PageSize),
    TotalItemCount: sorted.length,
  };
};
