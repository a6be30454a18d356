import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { MobileProduct } from "../account";
import type { ApiError } from "../ports";

/** The mobile products (services) of a customer account, as the operator lists them. */
export const MobileProductList = Schema.Struct({ MobileProducts: Schema.Array(MobileProduct) });
export type MobileProductList = typeof MobileProductList.Type;

/**
 * The call that lists a customer's mobile products. The specs restore "the account and products" after sign-in
 * (01 §4) and read one product by id (01 §7) but name no call that lists them; the account check (CLI-02) and the
 * CLI's product commands need one. The path is proposed, like the plan-change paths of PlansApiRoutes, and must be
 * agreed with the operator; the fake API serves it.
 */
export const AccountProductsCalls = {
  mobileProducts: { method: "GET", path: "/v2/{spid}/customer/{uuid}/mobile_products", proposed: true },
} as const;

export interface AccountProductsApiService {
  /** A customer account's mobile products with their add-ons (accountProducts.mobileProducts, proposed). */
  readonly mobileProducts: (customerUUID: string) => Effect.Effect<MobileProductList, ApiError>;
}

export class AccountProductsApi extends Context.Tag("waea/AccountProductsApi")<
  AccountProductsApi,
  AccountProductsApiService
>() {}
