import * as Schema from "effect/Schema";
import { EshopAddress, ItemType, ServerCartItem, VirtualType } from "../cart";

/** Body of POST /eshop/checkout and /eshop/v3/checkout (spec 03 §3). */
export const CheckoutPayload = Schema.Struct({
  Address: EshopAddress,
  CustomerUUID: Schema.optional(Schema.String),
  Items: Schema.Array(ServerCartItem),
  SPID: Schema.Int,
  UUID: Schema.optional(Schema.String),
  Number: Schema.optional(Schema.String),
});
export type CheckoutPayload = typeof CheckoutPayload.Type;

/** Where a broadband connection is moved from (spec 03 §3); asked only when the customer says they transfer. */
export const TransferFrom = Schema.Struct({
  Provider: Schema.String,
  AccountHolderName: Schema.String,
  AccountNumber: Schema.String,
  ConnectionID: Schema.String,
});
export type TransferFrom = typeof TransferFrom.Type;

/**
 * The broadband order facts of the v2 checkout (spec 03 §3). The spec names the site contact's name, phone and
 * e-mail without field names: SiteContactName, SiteContactPhone and SiteContactEmail follow the operator's style.
 */
export const ExternalReference = Schema.Struct({
  OrderType: Schema.String,
  TransferFrom: Schema.optional(TransferFrom),
  ServiceType: Schema.Literal("Unmanaged"),
  ServiceAvailabilityUUID: Schema.String,
  RSFDate: Schema.optional(Schema.String),
  SiteContactName: Schema.optional(Schema.String),
  SiteContactPhone: Schema.optional(Schema.String),
  SiteContactEmail: Schema.optional(Schema.String),
  LocationProvider: Schema.optional(Schema.String),
});
export type ExternalReference = typeof ExternalReference.Type;

/** A line of the v2 checkout: a plan (with its availability) or a device such as a modem. */
export const CheckoutV2Item = Schema.Struct({
  ItemUUID: Schema.String,
  ProductAvailabilityUUID: Schema.optional(Schema.String),
  SPID: Schema.Int,
  Type: ItemType,
  VirtualType: VirtualType,
});
export type CheckoutV2Item = typeof CheckoutV2Item.Type;

/** Body of POST /eshop/v2/checkout and /ufb/checkout: the broadband order. */
export const CheckoutV2Payload = Schema.Struct({
  Address: EshopAddress,
  CustomerUUID: Schema.String,
  Items: Schema.Array(CheckoutV2Item),
  SPID: Schema.Int,
  UUID: Schema.optional(Schema.String),
  Number: Schema.optional(Schema.String),
  ExternalReference: ExternalReference,
});
export type CheckoutV2Payload = typeof CheckoutV2Payload.Type;

/**
 * The checkout's answer: the card payment's client secret, and in the broadband flow the order id. No secret
 * means nothing is left to pay (a free SIM, a credit covering the order).
 */
export const CheckoutReply = Schema.Struct({
  ClientSecret: Schema.optional(Schema.String),
  OrderID: Schema.optional(Schema.String),
});
export type CheckoutReply = typeof CheckoutReply.Type;
