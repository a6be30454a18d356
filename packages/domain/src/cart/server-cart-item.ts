import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { ItemAttributes } from "./item-attributes";
import { ItemType, PhysicalType, ServiceType, VirtualType } from "./item-kinds";

/** A product attached to an order line (the plan behind a SIM, the add-ons of a plan). */
export const CartItemProduct = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  ProductCatalogUUID: Schema.optional(Schema.String),
  ProductAvailabilityUUID: Schema.optional(Schema.String),
  Name: Schema.optional(Schema.String),
  PriceCents: Schema.optional(Cents),
});
export type CartItemProduct = typeof CartItemProduct.Type;

/**
 * A line of the server cart (spec 03 §3). UUID is the line's own id, given by the server; the other ids point into
 * the catalogue. PhysicalType defaults to MODEM as the spec says.
 */
export const ServerCartItem = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  ItemUUID: Schema.String,
  ItemVariantUUID: Schema.optional(Schema.String),
  ProductCatalogUUID: Schema.optional(Schema.String),
  ProductAvailabilityUUID: Schema.optional(Schema.String),
  Name: Schema.optional(Schema.String),
  Description: Schema.optional(Schema.String),
  Quantity: Schema.Int.pipe(Schema.positive()),
  PriceCents: Cents.pipe(Schema.nonNegative()),
  PriceCatalogCents: Schema.optional(Cents),
  SelfManaged: Schema.optional(Schema.Boolean),
  Products: Schema.optional(Schema.Array(CartItemProduct)),
  Type: ItemType,
  VirtualType: Schema.optional(VirtualType),
  PhysicalType: Schema.optionalWith(PhysicalType, { default: () => "MODEM" as const }),
  ServiceType: Schema.optional(ServiceType),
  Attributes: Schema.optional(ItemAttributes),
});
export type ServerCartItem = typeof ServerCartItem.Type;
