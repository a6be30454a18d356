import type { Settings } from "../config";

/** The two anonymous flows: /recharge (a mobile number) and /pay-bill (an invoice or account number). */
export type GuestFlowKind = "recharge" | "pay_bill";

export type GuestTarget =
  | { readonly kind: "recharge"; readonly msisdn: string }
  | { readonly kind: "pay_bill"; readonly lookupId: string };

/** The guest flow of spec 02 §4. */
export const GuestSteps = ["validate", "pay", "check_status", "done"] as const;
export type GuestStep = (typeof GuestSteps)[number];

export type GuestPaymentMethod = "voucher" | "card";
export type GuestPurchaseOutcome = "pending" | "succeeded" | "failed";

export interface GuestFlowState {
  /** The validation reply's ResponseToken, once the number or account was validated. */
  readonly responseToken: string | undefined;
  readonly method: GuestPaymentMethod | undefined;
  /** The voucher was redeemed, or the card payment was confirmed with the provider. */
  readonly paid: boolean;
  readonly outcome: GuestPurchaseOutcome | undefined;
}

/**
 * 1 validate the number or account; 2 redeem a voucher or pay by card; 3 check the purchase status. A redeemed voucher
 * answers with the credit at once, so only a card payment has a status to check.
 */
export const guestNextStep = (state: GuestFlowState): GuestStep => {
  if ((state.responseToken ?? "") === "") return "validate";
  if (state.method === undefined || !state.paid) return "pay";
  if (state.method === "card" && (state.outcome === undefined || state.outcome === "pending"))
    return "check_status";
  return "done";
};

export type GuestAvailability = "available" | "not_found";

/**
 * A flow runs only with its flag on and a captcha key (spec 03 §6); off, its route is not-found (GST-03). Both flags
 * are off in production.
 */
export const guestFlowAvailability = (settings: Settings, kind: GuestFlowKind): GuestAvailability => {
  const flag = kind === "recharge" ? settings.flags.anonymousRecharge : settings.flags.anonymousPayBill;
  return flag && (settings.captchaKey ?? "").trim() !== "" ? "available" : "not_found";
};

/** A mobile number is recharged through /guest/topup, a bill paid through /guest/payment. */
export const guestCardCall = (target: GuestTarget): "topup" | "payment" =>
  target.kind === "recharge" ? "topup" : "payment";

/** The MSISDN or LookupID fields of the guest requests for a target. */
export const guestTargetFields = (
  target: GuestTarget,
): { readonly MSISDN: string } | { readonly LookupID: string } =>
  target.kind === "recharge" ? { MSISDN: target.msisdn } : { LookupID: target.lookupId };

/**
 * The purchase Status values are not shown. Decided: COMPLETED, SUCCEEDED and PAID are done; FAILED, DECLINED,
 * CANCELLED and CANCELED failed; anything else (PENDING, PROCESSING, ...) is still pending.
 */
export const guestPurchaseOutcome = (status: string): GuestPurchaseOutcome => {
  const value = status.trim().toUpperCase();
  if (["COMPLETED", "SUCCEEDED", "PAID"].includes(value)) return "succeeded";
  if (["FAILED", "DECLINED", "CANCELLED", "CANCELED"].includes(value)) return "failed";
  return "pending";
};

/** The title of each step, and what the status check shows. */
export const guestStepTitleKey = (step: GuestStep): string => `guest.step_${step}`;
export const guestOutcomeKey = (outcome: GuestPurchaseOutcome): string => `guest.purchase_${outcome}`;
