import * as Layer from "effect/Layer";
import { AccountProductsApi, type AccountProductsApiService } from "@waea/domain/checks/api";
import type { ApiClient } from "../client";

/** The AccountProductsApi port over HTTP: a customer account's mobile products with their add-ons. */
export const makeHttpAccountProductsApi = (client: ApiClient): AccountProductsApiService => ({
  mobileProducts: (uuid) => client.api.accountProducts.mobileProducts({ params: { uuid } }),
});

export const httpAccountProductsLayer = (client: ApiClient): Layer.Layer<AccountProductsApi> =>
  Layer.succeed(AccountProductsApi, makeHttpAccountProductsApi(client));
