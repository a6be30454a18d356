import * as Schema from "effect/Schema";

/** The kinds a mobile product is billed as, from the prefix of its billing reference. */
export const BillingKind = Schema.Literal("prepay", "payg", "postpay");
export type BillingKind = typeof BillingKind.Type;

/** "prepay:12345": two parts separated by a colon; the first names the kind (spec 01 §3, 02 §3). */
export const BillingReference = Schema.String.annotations({ identifier: "BillingReference" });
export type BillingReference = typeof BillingReference.Type;

export interface BillingReferenceParts {
  readonly kind: string;
  readonly account: string;
}

export const splitBillingReference = (reference: string | undefined): BillingReferenceParts | undefined => {
  if (reference === undefined || reference === "") return undefined;
  const at = reference.indexOf(":");
  return at < 0
    ? { kind: reference, account: "" }
    : { kind: reference.slice(0, at), account: reference.slice(at + 1) };
};

/** prepay or payg if the reference starts with prepay or payg, postpay if it starts with postpay. */
export const billingKind = (reference: string | undefined): BillingKind | undefined => {
  const value = (reference ?? "").toLowerCase();
  if (value.startsWith("prepay")) return "prepay";
  if (value.startsWith("payg")) return "payg";
  if (value.startsWith("postpay")) return "postpay";
  return undefined;
};
