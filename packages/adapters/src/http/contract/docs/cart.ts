import type { CallDocs } from "./call-doc";

const SPEC = "03 §3, §4, §7";

/** The same call at each cart version: `cart.saveCart`, `cart.saveCartV2`, `cart.saveCartV3`. */
const versions = (call: string, summary: string): CallDocs =>
  Object.fromEntries(["", "V2", "V3"].map((suffix) => [`cart.${call}${suffix}`, { summary, spec: SPEC }]));

/** The cart calls as docs/api.md describes them (../cart.ts has the calls themselves). */
export const cartDocs: CallDocs = {
  ...versions(
    "saveCart",
    "Create an anonymous cart (its CartToken in the reply), or replace the lines of the one named by UUID and CartToken",
  ),
  ...versions(
    "saveCustomerCart",
    "Create or replace the signed-in customer's cart; an anonymous cart named by UUID and CartToken is attached",
  ),
  ...versions(
    "getCart",
    "An anonymous cart by its UUID and its own token (X-Cart-Token header); a customer's cart or a wrong token is 404",
  ),
  ...versions("getCustomerCart", "The signed-in customer's open cart; 404 when there is none"),
  "cart.searchItems": {
    summary:
      "Catalogue search: SIMs, phones (brand, model, colour, storage, SIM count facets) and FWA modems (NetworkType=FWA)",
    spec: "03 §2, §3, §7",
  },
};
