import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { MobileProduct } from "../account";
import { apiFailure } from "../ports";
import { hasText } from "../validation";
import {
  AccountProductsApi,
  AccountProductsCalls,
  type AccountProductsApiService,
} from "./account-products-api";

/** Mobile products by customer UUID; a customer missing from the map is unknown to the operator. */
export type MemoryAccountProductsSeed = Readonly<Record<string, ReadonlyArray<MobileProduct>>>;

const CALL = `${AccountProductsCalls.mobileProducts.method} ${AccountProductsCalls.mobileProducts.path}`;

/** Lists the seeded products: a blank id is a 400 ('no uuid'), an unknown customer a 404 ('Object not found'). */
export const makeMemoryAccountProductsApi = (
  seed: MemoryAccountProductsSeed = {},
): AccountProductsApiService => ({
  mobileProducts: (customerUUID) => {
    if (!hasText(customerUUID)) return apiFailure(CALL, 400, "no uuid");
    const products = Object.hasOwn(seed, customerUUID) ? seed[customerUUID] : undefined;
    return products === undefined
      ? apiFailure(CALL, 404, "Object not found")
      : Effect.succeed({ MobileProducts: [...products] });
  },
});

export const memoryAccountProductsApiLayer = (
  seed?: MemoryAccountProductsSeed,
): Layer.Layer<AccountProductsApi> =>
  Layer.sync(AccountProductsApi, () => makeMemoryAccountProductsApi(seed));
