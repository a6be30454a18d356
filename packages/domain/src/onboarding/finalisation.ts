import type { BillingKind } from "../account";

/** The finalisation types of spec 01 §4 (ONB-03). */
export const FinalisationTypes = [
  "dry_activation",
  "voucher_redeem_activation",
  "postpay",
  "payg",
  "prepay",
] as const;
export type FinalisationType = (typeof FinalisationTypes)[number];

export interface FinalisationFacts {
  readonly kind: BillingKind;
  /** The SIM's plan was paid in full at purchase (onboarding metadata FullyPaid). */
  readonly fullyPaid: boolean;
  /** A voucher paid for the first bundle during onboarding. */
  readonly voucherRedeemed: boolean;
}

/**
 * Decided (the spec lists the types, not the choice): a fully paid SIM needs no payment, so it is finalised by the
 * activation call alone (dry_activation); a redeemed voucher likewise (voucher_redeem_activation); otherwise the
 * billing kind of the chosen plan decides.
 */
export const chooseFinalisation = (facts: FinalisationFacts): FinalisationType => {
  if (facts.fullyPaid) return "dry_activation";
  if (facts.voucherRedeemed && facts.kind !== "postpay") return "voucher_redeem_activation";
  return facts.kind;
};

/** The call that finalises the activation. */
export type FinalisationCall =
  "activate" | "postpay_activation" | "payg_activation" | "prepay_finalise_activation";

/**
 * postpay and payg have their own activation calls; casual prepay (no bundle, casual rates) calls
 * prepay_mobile/finalise_activation (spec 01 §4); prepay with a bundle, a voucher or a fully paid plan has been paid
 * for already and is committed by the activate call with dry = false.
 */
export const finalisationCall = (type: FinalisationType, casual: boolean): FinalisationCall => {
  switch (type) {
    case "postpay":
      return "postpay_activation";
    case "payg":
      return "payg_activation";
    case "prepay":
      return casual ? "prepay_finalise_activation" : "activate";
    case "dry_activation":
    case "voucher_redeem_activation":
      return "activate";
  }
};

/** Every type but the voucher one first runs the dry activation, which checks and charges the payment method. */
export const needsDryActivation = (type: FinalisationType): boolean => type !== "voucher_redeem_activation";
