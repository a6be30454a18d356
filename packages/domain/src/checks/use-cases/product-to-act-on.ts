import * as Effect from "effect/Effect";
import type { MobileProduct } from "../../account";
import type { ApiError } from "../../ports";
import { AccountProductsApi } from "../account-products-api";
import { ChecksRefused } from "../checks-refused";
import { ChecksMessages } from "../messages";
import { findProduct, primaryProduct } from "../primary-product";

/**
 * The mobile service a command acts on (CLI-03): the one named, which must be the account's ('Mobile service … is
 * not one of this account's services'), else the account's primary service (primaryProduct); an account without
 * any service is refused.
 */
export const productToActOn = (
  customerUUID: string,
  productUUID: string | undefined,
): Effect.Effect<MobileProduct, ChecksRefused | ApiError, AccountProductsApi> =>
  Effect.gen(function* () {
    const api = yield* AccountProductsApi;
    const products = (yield* api.mobileProducts(customerUUID)).MobileProducts;
    if (productUUID !== undefined) {
      const named = findProduct(products, productUUID);
      if (named !== undefined) return named;
      return yield* new ChecksRefused({ key: ChecksMessages.productNotFound, uuid: productUUID });
    }
    const primary = primaryProduct(products);
    if (primary !== undefined) return primary;
    return yield* new ChecksRefused({ key: ChecksMessages.noProducts });
  });
