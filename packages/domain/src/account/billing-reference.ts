import * as Schema from "effect/Schema";

/** The kinds a mobile product is billed as, from the prefix of its billing reference. */
export const BillingKind = Schema.Literal("prepay", "payg", "postpay");
export type BillingKind = typeof BillingKind.Type;

/** "prepay:12345": two parts separated by a colon; the first names the kind (spec 01 §3, 02 §3). */
export const BillingReference = Schema.String.annotations({ identifier: "BillingReference" });
export type BillingReference = typeof BillingReference.Type;
