import type { MobileProduct } from "../account";

/** The facts of a product its balance read depends on: the product itself, and those its billing kind is read from. */
export type BalanceReadFacts = Pick<MobileProduct, "UUID" | "Status" | "BillingReference" | "ProductType">;

/**
 * Whether two reads of a product would read its balance the same way (loadBalance: the same product, the same
 * billing kind facts), so figures read for one stand for the other. A product changed in between (a billing type
 * transfer, an activation) is read again.
 */
export const sameBalanceRead = (a: BalanceReadFacts, b: BalanceReadFacts): boolean =>
  a.UUID === b.UUID &&
  a.Status === b.Status &&
  a.BillingReference === b.BillingReference &&
  a.ProductType === b.ProductType;
