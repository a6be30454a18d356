import type { CallDocs } from "./call-doc";

/** The payments calls as docs/api.md describes them (../payments.ts has the calls themselves). */
export const paymentsDocs: CallDocs = {
  "payments.listPaymentMethods": {
    summary: "The stored cards of an account, deleted ones included (marked DeletedAtNanos)",
    spec: "02 §3, §7 (read path ours)",
  },
  "payments.setupPaymentMethod": {
    summary: "A setup intent for a new card: confirming its secret at the card provider stores the card",
    spec: "02 §7",
  },
  "payments.deletePaymentMethod": {
    summary: "Remove a valid card (not the only card, not the only valid billing method)",
    spec: "02 §4, §7",
  },
  "payments.deleteInvalidPaymentMethod": { summary: "Remove an expired card", spec: "02 §4, §7" },
  "payments.setPaymentMethodRank": {
    summary: "Rank a card; Rank 1 makes it the default and moves the others down",
    spec: "02 §3, §7",
  },
  "payments.pay": {
    summary: "Pay a postpay bill: completed at once by billing route, a ClientSecret to confirm by card",
    spec: "02 §4, §7",
  },
  "payments.getAccount": {
    summary: "The postpay account: Balance owed and the current and next billing cycles",
    spec: "02 §3, §7",
  },
  "payments.postpayBalance": { summary: "A postpay product's balance and account", spec: "02 §3, §7" },
  "payments.autoTopUp": {
    summary:
      "A prepay product's auto top-up: on or off, every how many days, how much, and when it next runs",
    spec: "01 §3, 02 §5 (path ours)",
  },
  "payments.setAutoTopUp": {
    summary:
      "Keep a prepay product's auto top-up, or turn it off: the default card is charged when its time comes",
    spec: "01 §3, 02 §5 (path ours)",
  },
};
