import type { CallDocs } from "./call-doc";

/** The address calls as docs/api.md describes them (../address.ts has the calls themselves). */
export const addressDocs: CallDocs = {
  "address.listAddresses": {
    summary: "The customer's address entities, DELIVERY ones by Rank (Rank 1 is the default)",
    spec: "01 §3, §7; 03 §9",
  },
  "address.createAddress": {
    summary: "Add a delivery address (street name, city and postcode required) at its Rank",
    spec: "01 §5, §7",
  },
  "address.updateAddress": {
    summary: "Replace an address; its Rank moves it (Rank 1 makes it the default, the others shift down)",
    spec: "01 §5, §7",
  },
  "address.deleteAddress": {
    summary: "Delete an address; the others are renumbered, so the next one becomes the default",
    spec: "01 §7",
  },
  "address.searchLocations": {
    summary: "New Zealand street addresses matching every word of the query (at most 20)",
    spec: "01 §7 (path ours)",
  },
  "address.location": {
    summary: "One location by its provider and the provider's id",
    spec: "01 §7 (path ours)",
  },
  "address.serviceAvailability": {
    summary: "The services available at a location (fibre, fixed wireless, mobile)",
    spec: "01 §7 (path ours)",
  },
};
