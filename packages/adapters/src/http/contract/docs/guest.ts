import type { CallDocs } from "./call-doc";

/** The guest calls as docs/api.md describes them (../guest.ts has the calls themselves). */
export const guestDocs: CallDocs = {
  "guest.validate": {
    summary:
      "Check a mobile number (MSISDN) or an invoice or account number (LookupID) with the captcha token",
    spec: "02 §4, §5, §7",
  },
  "guest.redeem": {
    summary: "Redeem a 13-digit voucher for the validated number or account",
    spec: "02 §5, §7",
  },
  "guest.topup": {
    summary: "Recharge the validated number by card: a ClientSecret to confirm and the OrderID",
    spec: "02 §7",
  },
  "guest.payment": {
    summary: "Pay the validated invoice or account by card: a ClientSecret to confirm and the OrderID",
    spec: "02 §7",
  },
  "guest.purchases": {
    summary:
      "The status of a guest order (PENDING until the card payment is confirmed, then COMPLETED or FAILED)",
    spec: "02 §4, §7",
  },
};
