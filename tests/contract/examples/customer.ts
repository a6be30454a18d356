import type { customerCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

/** Customer reads and writes as postpay@waea.test (customer_uuids as multi@waea.test, who has three accounts). */
export const customerExamples: Examples<typeof customerCalls> = {
  "customer.readCustomer": { input: ({ customer }) => ({ params: { uuid: customer() } }) },
  "customer.updateCustomer": {
    input: ({ customer }) => ({
      params: { uid: customer() },
      body: { SPID: 67, FirstName: "Tama", LastName: "Wiremu-Tane", Email: "postpay@waea.test" },
    }),
  },
  "customer.patchCustomer": {
    input: ({ customer }) => ({
      params: { id: customer() },
      body: { NotifySpecialOffers: 2, NotifyNewsletters: 0, ContactNumber: "021 555 0123" },
    }),
  },
  "customer.customerUuids": { as: "multi@waea.test", input: () => ({}) },
  "customer.customerFromIdentity": {
    input: () => ({ query: { IdentityProvider: "LOCAL", AuthID: "postpay@waea.test" } }),
  },
  "customer.customerTags": { input: ({ customer }) => ({ query: { CustomerUUID: customer() } }) },
  "customer.readEntity": { input: ({ customer }) => ({ params: { type: "Customer", uuid: customer() } }) },
};
