import * as Layer from "effect/Layer";
import { AccountProductsApi, type AccountProductsApiService } from "@waea/domain/checks/api";
import type { HttpApiClient } from "../client";
import { accountProductsCalls } from "../contract/account-products";

/** The AccountProductsApi port over HTTP: a customer account's mobile products with their add-ons. */
export const makeHttpAccountProductsApi = (client: HttpApiClient): AccountProductsApiService => ({
  mobileProducts: (uuid) => client.calls(accountProductsCalls).mobileProducts({ params: { uuid } }),
});

export const httpAccountProductsLayer = (client: HttpApiClient): Layer.Layer<AccountProductsApi> =>
  Layer.succeed(AccountProductsApi, makeHttpAccountProductsApi(client));
