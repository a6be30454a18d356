import * as Layer from "effect/Layer";
import { CustomerApi, type CustomerApiService } from "@waea/domain/profile/api";
import type { HttpApiClient } from "../client";
import { customerCalls } from "../contract/customer";

/**
 * The CustomerApi port over HTTP. Entity reads are cached 3 minutes (the contract's `entities` group); a customer
 * or address write clears them, so the entity it changed is read again.
 */
export const makeHttpCustomerApi = (client: HttpApiClient): CustomerApiService => {
  const customer = client.calls(customerCalls);
  return {
    readCustomer: (uuid) => customer.readCustomer({ params: { uuid } }),
    updateCustomer: (uid, body) => customer.updateCustomer({ params: { uid }, body }),
    patchCustomer: (id, body) => customer.patchCustomer({ params: { id }, body }),
    customerUuids: () => customer.customerUuids(),
    customerFromIdentity: (identity) => customer.customerFromIdentity({ query: identity }),
    customerTags: (CustomerUUID) => customer.customerTags({ query: { CustomerUUID } }),
    readEntity: (type, uuid) => customer.readEntity({ params: { type, uuid } }),
  };
};

export const httpCustomerLayer = (client: HttpApiClient): Layer.Layer<CustomerApi> =>
  Layer.succeed(CustomerApi, makeHttpCustomerApi(client));
