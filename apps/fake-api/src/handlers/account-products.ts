import type { accountProductsCalls } from "@waea/adapters/http/contract";
import { isRefusal, type Handlers } from "../server/handler";
import { ownCustomer } from "./access";

/** The mobile products of one of the login's customer accounts, add-ons included (CLI-02). */
export const accountProductsHandlers: Handlers<typeof accountProductsCalls> = {
  "accountProducts.mobileProducts": ({ params }, context) => {
    const customer = ownCustomer(context, params.uuid);
    if (isRefusal(customer)) return customer;
    return {
      MobileProducts: Object.values(context.world.core.products)
        .filter((product) => product.CustomerUUID === customer.UUID)
        .map(({ CustomerUUID: _customer, ...product }) => product),
    };
  },
};
