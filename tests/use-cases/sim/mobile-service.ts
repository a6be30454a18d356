import * as Effect from "effect/Effect";
import { AccountProductsApi } from "@waea/domain/checks/api";
import type { Customer } from "../support/fake-api";

/** The signed-in customer's first mobile service, as the operator lists the account's products. */
export const firstMobileService = async (customer: Customer): Promise<string> => {
  const list = await customer.run(
    Effect.flatMap(AccountProductsApi, (api) => api.mobileProducts(customer.customer)),
  );
  const product = list.MobileProducts[0];
  if (product === undefined) throw new Error("the demo login has no mobile service");
  return product.UUID;
};
