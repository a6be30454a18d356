import type { CallDocs } from "./call-doc";

/** The payment-provider calls as docs/api.md describes them (../payment-provider.ts has the calls themselves). */
export const paymentProviderDocs: CallDocs = {
  "provider.confirmCardPayment": {
    summary: "Confirm a payment's ClientSecret: takes the simulated 2 s, settles the bill, top-up or add-on",
    spec: "02 §4, §8, §9 (simulated provider)",
  },
  "provider.confirmCardSetup": {
    summary:
      "Confirm a SetupIntentClientSecret: stores a test card on the account (default when it is the first)",
    spec: "02 §4, §7 (simulated provider)",
  },
};
