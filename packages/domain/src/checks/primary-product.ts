import { productStatusClass, type MobileProduct } from "../account";

type ProductFacts = Pick<MobileProduct, "UUID" | "Status" | "BillingReference" | "ProductType">;

/**
 * The product an account is judged by and the CLI acts on when none is named: the first active mobile product,
 * else the first mobile product, else the first product (fixed wireless). The account type comes from it
 * (spec 01 §4: "the current product's service type"). Undefined for an account without products.
 */
export const primaryProduct = <P extends ProductFacts>(products: ReadonlyArray<P>): P | undefined => {
  const mobile = products.filter((product) => product.ProductType !== "mobileFWA");
  return (
    mobile.find((product) => productStatusClass(product.Status, product.BillingReference) === "active") ??
    mobile[0] ??
    products[0]
  );
};

/** A product of the account by UUID (exact, after trimming). */
export const findProduct = <P extends ProductFacts>(
  products: ReadonlyArray<P>,
  uuid: string,
): P | undefined => products.find((product) => product.UUID === uuid.trim());
