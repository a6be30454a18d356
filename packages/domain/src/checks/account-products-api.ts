import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { MobileProduct } from "../account";
import type { ApiError } from "../ports";

/** The mobile products (services) of a customer account, as the operator lists them. */
export const MobileProductList = Schema.Struct({ MobileProducts: Schema.Array(MobileProduct) });
export type MobileProductList = typeof MobileProductList.Type;

export interface AccountProductsApiService {
  /** A customer account's mobile products with their add-ons (accountProducts.mobileProducts, proposed). */
  readonly mobileProducts: (customerUUID: string) => Effect.Effect<MobileProductList, ApiError>;
}

export class AccountProductsApi extends Context.Tag("waea/AccountProductsApi")<
  AccountProductsApi,
  AccountProductsApiService
>() {}
