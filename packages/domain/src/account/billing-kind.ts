import type { BillingKind } from "./billing-reference";

// The rules on a billing reference live apart from its schema, so the route guards (in the web app's first chunk)
// do not pull effect/Schema in with them.

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
