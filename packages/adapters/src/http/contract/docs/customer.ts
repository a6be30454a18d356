import type { CallDocs } from "./call-doc";

/** The customer calls as docs/api.md describes them (../customer.ts has the calls themselves). */
export const customerDocs: CallDocs = {
  "customer.readCustomer": { summary: "One customer account of the signed-in login", spec: "01 §3, §7" },
  "customer.updateCustomer": {
    summary: "Personal data: first name, last name and e-mail (trimmed, all three required)",
    spec: "01 §5, §7",
  },
  "customer.patchCustomer": {
    summary: "Notification opt-ins (2 or 0) and contact e-mail or number",
    spec: "01 §3, §7",
  },
  "customer.customerUuids": {
    summary: "The customer accounts the signed-in login may choose from",
    spec: "01 §4, §7",
  },
  "customer.customerFromIdentity": {
    summary: "The customer account of an identity (provider and AuthID) the login may see",
    spec: "01 §7; 03 §7",
  },
  "customer.customerTags": {
    summary: "The tags the operator put on a customer account",
    spec: "01 §7; 03 §7",
  },
  "customer.readEntity": {
    summary: "An entity by type and UUID (Customer, CustomerTag, CustomerAddressEntity, IQLocation, groups)",
    spec: "01 §3, §9; 03 §7 (path ours)",
  },
};
