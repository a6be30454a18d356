import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { CatalogProductType } from "./catalog-product-type";
import { Characteristics } from "./characteristics";

/** An availability of a plan or add-on: what is bought. The first entry is the one shown (spec 02 §3, 03 §3). */
export const Availability = Schema.Struct({
  UUID: Schema.String,
  ProductCatalogEntryUUID: Schema.optional(Schema.String),
  RetailName: Schema.optional(Schema.String),
  RetailDescription: Schema.optional(Schema.String),
  RetailCents: Schema.optional(Cents),
  Available: Schema.optional(Schema.Boolean),
  Priority: Schema.optional(Schema.Number),
});
export type Availability = typeof Availability.Type;

/** Price info of a catalog entry for a customer, in cents; OrigianlPrice is the operator's spelling. */
export const PriceInfo = Schema.Struct({
  DiscountedPrice: Schema.optional(Cents),
  OrigianlPrice: Schema.optional(Cents),
  CreditPrice: Schema.optional(Cents),
  AmountInPeriod: Schema.optional(Schema.Number),
  AppliedOfferID: Schema.optional(Schema.String),
});
export type PriceInfo = typeof PriceInfo.Type;

/**
 * A plan or add-on of the catalog and the plan lists (spec 02 §3, 03 §3). Prices are cents; `cost` and the
 * lower-case price fields are the ones the plan lists add (origianl_price sic).
 */
export const CatalogEntry = Schema.Struct({
  UUID: Schema.String,
  Name: Schema.String,
  ProductType: Schema.optional(CatalogProductType),
  Availabilities: Schema.Array(Availability),
  cost: Schema.optional(Cents),
  is_payg: Schema.optional(Schema.Boolean),
  is_fully_paid: Schema.optional(Schema.Boolean),
  RecurringRetailPrice: Schema.optional(Cents),
  /** RecurringRetailPrice copied (spec 02 §3). */
  Cents: Schema.optional(Cents),
  Status: Schema.optional(Schema.String),
  ClientSecret: Schema.optional(Schema.String),
  Characteristics: Schema.optional(Characteristics),
  CreatedAtNanos: Schema.optional(Schema.Number),
  UpdatedAtNanos: Schema.optional(Schema.Number),
  PriceInfo: Schema.optional(PriceInfo),
  origianl_price: Schema.optional(Cents),
  discount: Schema.optional(Cents),
  offer_credit: Schema.optional(Cents),
});
export type CatalogEntry = typeof CatalogEntry.Type;

/** The availability that is shown and bought: the first one (spec 02 §3). */
export const firstAvailability = (entry: Pick<CatalogEntry, "Availabilities">): Availability | undefined =>
  entry.Availabilities[0];

/** Copies RecurringRetailPrice to Cents, as the product does when it reads a plan list (spec 02 §3). */
export const withRecurringCents = (entry: CatalogEntry): CatalogEntry =>
  entry.RecurringRetailPrice === undefined ? entry : { ...entry, Cents: entry.RecurringRetailPrice };
