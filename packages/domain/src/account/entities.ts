import * as Schema from "effect/Schema";
import { BillingReference } from "./billing-reference";

/** An add-on or plan as it sits on a mobile product (an instance, not a catalog entry). */
export const ProductAddon = Schema.Struct({
  UUID: Schema.String,
  Name: Schema.String,
  Status: Schema.optional(Schema.String),
  ProductCatalogUUID: Schema.optional(Schema.String),
  ProductAvailabilityUUID: Schema.optional(Schema.String),
  IsBasePlan: Schema.optional(Schema.Boolean),
  AutoRenew: Schema.optional(Schema.Boolean),
  /** As the catalog entry's characteristic has it: "true"/"false" strings, or a number or boolean (spec 02 §4). */
  AllowAutoRenew: Schema.optional(Schema.Union(Schema.Boolean, Schema.String, Schema.Number)),
  CreatedAtNanos: Schema.optional(Schema.Number),
  ExpiresAtNanos: Schema.optional(Schema.Number),
  RetailCents: Schema.optional(Schema.Int),
});
export type ProductAddon = typeof ProductAddon.Type;

export const ProductType = Schema.Literal("mobile", "mobileFWA");
export type ProductType = typeof ProductType.Type;

/** Usage totals carried on a mobile product (spec 02 §3). */
export const ProductTotals = Schema.Struct({
  DataMB: Schema.optional(Schema.Number),
  MMS: Schema.optional(Schema.Number),
  SMS: Schema.optional(Schema.Number),
  VoiceMinutes: Schema.optional(Schema.Number),
  IDDSMS: Schema.optional(Schema.Number),
  IDDVoiceMinutes: Schema.optional(Schema.Number),
});

/** A mobile product (spec 01 §3, 02 §3). Status 4 is active; see product-status.ts. */
export const MobileProduct = Schema.Struct({
  UUID: Schema.String,
  Status: Schema.Number,
  BillingReference: Schema.optional(BillingReference),
  ProductType: Schema.optional(ProductType),
  IMSI: Schema.optional(Schema.String),
  SIMID: Schema.optional(Schema.String),
  MSISDN: Schema.optional(Schema.String),
  CreatedAtNanos: Schema.optional(Schema.Number),
  PortingState: Schema.optional(Schema.String),
  ProductCatalogUUID: Schema.optional(Schema.String),
  Addons: Schema.optional(Schema.Array(ProductAddon)),
  Totals: Schema.optional(ProductTotals),
});
export type MobileProduct = typeof MobileProduct.Type;

export const AccountState = Schema.String.annotations({ identifier: "AccountState" });

/** A customer (spec 01 §3). Contact and login e-mails may differ from Email. */
export const Customer = Schema.Struct({
  UUID: Schema.String,
  FirstName: Schema.String,
  LastName: Schema.String,
  Email: Schema.String,
  MobileNumber: Schema.optional(Schema.String),
  ExternalRef5: Schema.optional(Schema.String),
  EmailVerified: Schema.optional(Schema.Boolean),
  ContactEmail: Schema.optional(Schema.String),
  ContactNumber: Schema.optional(Schema.String),
  LoginEmail: Schema.optional(Schema.String),
  AccountNumber: Schema.optional(Schema.String),
  AccountState: Schema.optional(AccountState),
  SpendLimit: Schema.optional(Schema.Int),
  SpendCycle: Schema.optional(Schema.String),
});
export type Customer = typeof Customer.Type;
