import { hasText } from "@waea/domain/validation";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import { ownCustomer } from "./access";

export const NO_ACCOUNT = "current account not specified";
export const NO_SERVICE = "no uuid";
export const SERVICE_NOT_FOUND = "Mobile service not found";

/**
 * A mobile product of a customer account of the signed-in login (spec 02 §5: an account id must exist for almost
 * every call). Blank ids are 400 with the spec's words, another login's account 403, a product that is not the
 * account's 404.
 */
export const ownProduct = (
  context: SignedInContext,
  customerUuid: string | undefined,
  productUuid: string | undefined,
): CoreProduct | Refusal => {
  if (customerUuid === undefined || !hasText(customerUuid)) return refuse(400, NO_ACCOUNT);
  if (productUuid === undefined || !hasText(productUuid)) return refuse(400, NO_SERVICE);
  const customer = ownCustomer(context, customerUuid);
  if (isRefusal(customer)) return customer;
  const product = context.world.core.products[productUuid];
  return product !== undefined && product.CustomerUUID === customerUuid
    ? product
    : refuse(404, SERVICE_NOT_FOUND);
};

/** A product named by its UUID alone: it must belong to one of the login's customer accounts. */
export const ownProductByUuid = (context: SignedInContext, productUuid: string): CoreProduct | Refusal => {
  const product = context.world.core.products[productUuid];
  if (product === undefined) return refuse(404, SERVICE_NOT_FOUND);
  return context.login.CustomerUUIDs.includes(product.CustomerUUID)
    ? product
    : refuse(403, "You do not have access to this mobile service");
};

/** Core's product records are replaced, never edited in place (the reply writer remembers them by identity). */
export const replaceProduct = (context: SignedInContext, product: CoreProduct): void => {
  context.world.core.products[product.UUID] = product;
};
