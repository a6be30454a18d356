import * as Schema from "effect/Schema";
import { BillingKind } from "../account";

/** Whether an order line reuses the buying customer or creates a new one (spec 03 §3, §4). */
export const CustomerCreation = Schema.Literal("ReuseTheCustomer", "BrandNewCustomer");
export type CustomerCreation = typeof CustomerCreation.Type;

/** Attributes an e-shop order line carries (spec 03 §3). AutoRenew is true unless said otherwise. */
export const ItemAttributes = Schema.Struct({
  SetupMobileGroup: Schema.optional(Schema.Boolean),
  RequestedForName: Schema.optional(Schema.String),
  MobileGroupOwnerMobileUUID: Schema.optional(Schema.String),
  SetupBillRouting: Schema.optional(Schema.Boolean),
  CustomerCreation: Schema.optional(CustomerCreation),
  ReplacesMobileUUID: Schema.optional(Schema.String),
  BecomeGroupOwner: Schema.optional(Schema.Boolean),
  PreSelectedMSISDN: Schema.optional(Schema.String),
  DiscountUUID: Schema.optional(Schema.String),
  // number porting at checkout
  AccountLSP: Schema.optional(Schema.String),
  CarrierLSP: Schema.optional(Schema.String),
  NametagLSP: Schema.optional(Schema.String),
  PriorSIMID: Schema.optional(Schema.String),
  OverMSISDN: Schema.optional(Schema.String),
  OverMSISDNType: Schema.optional(Schema.String),
  BillingReference: Schema.optional(BillingKind),
  MobileProductAvailabilityUUID: Schema.optional(Schema.String),
  MobileProductCatalogUUID: Schema.optional(Schema.String),
  AutoRenew: Schema.optionalWith(Schema.Boolean, { default: () => true }),
});
export type ItemAttributes = typeof ItemAttributes.Type;
