/** A product with a deletion time is gone (0 or absent: not deleted). */
export const isDeleted = (product: { readonly DeletedAtNanos?: number | undefined }): boolean =>
  (product.DeletedAtNanos ?? 0) > 0;
