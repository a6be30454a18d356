import type { CallDocs } from "./call-doc";

const SPEC = "03 §4, §7";

/** The same call for each network: `broadband.<call>Fwa` and `broadband.<call>Ufb`. */
const networks = (call: string, summary: (network: string) => string): CallDocs => ({
  [`broadband.${call}Fwa`]: { summary: summary("fwa"), spec: SPEC },
  [`broadband.${call}Ufb`]: { summary: summary("ufb"), spec: SPEC },
});

/** The broadband calls as docs/api.md describes them (../broadband.ts has the calls themselves). */
export const broadbandDocs: CallDocs = {
  "broadband.searchAddress": {
    summary: "Address search of the broadband flow: premises with their location provider ids",
    spec: SPEC,
  },
  ...networks("networkSearchAddress", (network) => `Address search of the ${network} flow`),
  ...networks(
    "serviceAvailability",
    (network) =>
      `Whether ${network} broadband can be ordered at a location; its UUID is the order's ServiceAvailabilityUUID`,
  ),
  ...networks("changePlan", (network) => `Move a ${network} product to another offered plan`),
  ...networks(
    "timeSlots",
    (network) => `The free install or scope visit windows of a ${network} order (future ones only)`,
  ),
  ...networks(
    "book",
    (network) =>
      `Book an offered visit window for a ${network} order (SPID defaulted); the window is then taken`,
  ),
  "broadband.plans": { summary: "The plans of a network at a location", spec: "03 §7, §9" },
  "broadband.fwaCustomerPlans": {
    summary: "The plans a customer's fixed wireless product can change to (BroadbandPlans.Plans)",
    spec: "03 §7, §9",
  },
  "broadband.fwaProducts": {
    summary: "The customer's fixed wireless (mobileFWA) products (path ours: the spec names no call)",
    spec: "01 §3; 03 §3, §4 (path ours)",
  },
  "broadband.ufbPlans": {
    summary: "The fibre plans at a location, or every fibre plan without one",
    spec: "03 §7",
  },
  "broadband.ufbCart": { summary: "A cart for a fibre order (v2 payload), priced", spec: "03 §3, §7" },
  "broadband.ufbCheckout": {
    summary: "Order fibre (v2 payload): opens a UFB_order; ClientSecret and OrderID",
    spec: "03 §3, §4, §7",
  },
};
