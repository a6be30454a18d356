import * as Effect from "effect/Effect";
import type { MobileProduct } from "../../account";
import type { ApiError } from "../../ports";
import { AccountProductsApi } from "../account-products-api";
import { ChecksRefused } from "../checks-refused";
import { ChecksMessages } from "../messages";
import { findProduct, primaryProduct } from "../primary-product";

/** CLI-03: the account's mobile services (fixed wireless included), in the operator's order. */
export const accountProducts = (
  customerUUID: string,
): Effect.Effect<ReadonlyArray<MobileProduct>, ApiError, AccountProductsApi> =>
  Effect.flatMap(AccountProductsApi, (api) =>
    Effect.map(api.mobileProducts(customerUUID), (reply) => reply.MobileProducts),
  );

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
    const products = yield* accountProducts(customerUUID);
    if (productUUID !== undefined) {
      const named = findProduct(products, productUUID);
      if (named !== undefined) return named;
      return yield* new ChecksRefused({ key: ChecksMessages.productNotFound, uuid: productUUID });
    }
    const primary = primaryProduct(products);
    if (primary !== undefined) return primary;
    return yield* new ChecksRefused({ key: ChecksMessages.noProducts });
  });
