import { isDeleted } from "./product-deleted";

/**
 * A fibre-only customer (the fibre-only profile of spec 01 §5 shows only broadband and bonuses): no mobile or fixed
 * wireless product at all, and at least one fibre (UFB) product that is not deleted.
 */
export const isFibreOnly = (facts: {
  readonly products: ReadonlyArray<unknown>;
  readonly fibreProducts: ReadonlyArray<{ readonly DeletedAtNanos?: number | undefined }>;
}): boolean => facts.products.length === 0 && facts.fibreProducts.some((product) => !isDeleted(product));
