import type { CallDocs } from "./call-doc";

/** The account-products calls as docs/api.md describes them (../account-products.ts has the calls themselves). */
export const accountProductsDocs: CallDocs = {
  "accountProducts.mobileProducts": {
    summary: "The mobile products of a customer account, with Addons (path proposed)",
    spec: "01 §4, §7 (path proposed)",
  },
};
