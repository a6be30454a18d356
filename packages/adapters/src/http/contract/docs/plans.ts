import type { CallDocs } from "./call-doc";

/** The plans calls as docs/api.md describes them (../plans.ts has the calls themselves). */
export const plansDocs: CallDocs = {
  "plans.postpayMobilePlans": { summary: "The postpay mobile plans", spec: "02 §7, §9" },
  "plans.prepayMobilePlans": { summary: "The prepay and PAYG base plans and add-ons", spec: "02 §7, §9" },
  "plans.catalogEntries": {
    summary: "Catalog entries of the given product types, with the customer's offers applied",
    spec: "03 §7, §9",
  },
  "plans.changePlan": {
    summary: "Change the base plan now (expires one month ahead) or at the next billing date",
    spec: "02 §4, §7",
  },
  "plans.scheduledPlanChange": {
    summary: "The plan change waiting for the next billing date, if any",
    spec: "02 §4 (path ours)",
  },
  "plans.cancelPlanChange": {
    summary: "Cancel the plan change waiting for the next billing date",
    spec: "02 §4 (path ours)",
  },
  "plans.changeAddonAutoRenew": {
    summary: "Turn auto renew of an add-on on the product on or off, where the add-on allows it",
    spec: "02 §4, §7",
  },
};
