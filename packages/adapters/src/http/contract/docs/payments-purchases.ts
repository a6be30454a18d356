import type { CallDocs } from "./call-doc";

/** The payments-purchases calls as docs/api.md describes them (../payments-purchases.ts has the calls themselves). */
export const paymentsPurchasesDocs: CallDocs = {
  "payments.topUpIntent": {
    summary: "A ClientSecret to top a prepay product up by card with this many cents",
    spec: "02 §4, §5, §7",
  },
  "payments.topUp": {
    summary: "Top up a prepay product: completed at once by billing route, a ClientSecret to confirm by card",
    spec: "02 §4, §5, §7",
  },
  "payments.prepayBalance": {
    summary: "A prepay product's main balance, its expiry and add-ons",
    spec: "02 §3, §7",
  },
  "payments.purchasePrepayAddon": {
    summary:
      "Buy an add-on or plan on prepay: from the balance (not_enough_balance), or with AuthorizeOnly by card (a ClientSecret)",
    spec: "02 §4, §7",
  },
  "payments.purchasePrepayAddonInitial": {
    summary: "The first purchase of a new product (activation), paid by the chosen card or billing route",
    spec: "02 §4, §7; 01 §4",
  },
  "payments.purchasePostpayAddon": {
    summary:
      "Buy an add-on on postpay: charged on the bill, with a card authorisation ClientSecret when a card is stored",
    spec: "02 §4, §7, §9",
  },
  "payments.paymentHistory": {
    summary: "One page of the payment history, newest first, with the operator's raw statuses",
    spec: "02 §3, §4, §7, §9 (path ours)",
  },
  "payments.checkVoucher": {
    summary: "Whether a 13-digit voucher can be redeemed on a prepay product, and its credit",
    spec: "02 §5, §7",
  },
  "payments.redeemVoucher": {
    summary: "Redeem a voucher once: its credit is added to the prepay balance",
    spec: "02 §5, §7",
  },
  "payments.redeemPromoCode": {
    summary: "Apply a promo code to a customer account (once per account)",
    spec: "02 §7",
  },
};
