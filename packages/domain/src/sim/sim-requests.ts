import * as Schema from "effect/Schema";
import { BillingKind, ProductType } from "../account";
import { Cents } from "../money";
import { SimSettings } from "./sim-settings";

/** GET /sim/v1/settings and the product part of daily roaming. */
export const SimProductRef = Schema.Struct({
  MobileUUID: Schema.String,
  CustomerUUID: Schema.String,
});
export type SimProductRef = typeof SimProductRef.Type;

/** POST /sim/daily-roaming/auto-active. */
export const SetDailyRoamingRequest = Schema.Struct({
  MobileUUID: Schema.String,
  CustomerUUID: Schema.String,
  AutoActive: Schema.Boolean,
});
export type SetDailyRoamingRequest = typeof SetDailyRoamingRequest.Type;

/** PUT /sim/v1/settings. */
export const PutSimSettingsRequest = Schema.Struct({
  MobileUUID: Schema.String,
  CustomerUUID: Schema.String,
  Settings: SimSettings,
});
export type PutSimSettingsRequest = typeof PutSimSettingsRequest.Type;

/**
 * The credential of a sensitive SIM call (spec 02 §7: "authenticate with a password or an emailed code"; the field
 * names are not shown: Password as in the auth calls, AuthCode as in the onboarding payload).
 */
const Reauth = {
  Password: Schema.optional(Schema.String),
  AuthCode: Schema.optional(Schema.String),
};

/** POST /sim/enable and /sim/disable. Type is the service's product type (mobile or mobileFWA). */
export const SimToggleRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
  Type: ProductType,
  ...Reauth,
});
export type SimToggleRequest = typeof SimToggleRequest.Type;

/** POST /sim/swap. */
export const SimSwapRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
  Type: ProductType,
  SIMID: Schema.String,
  ...Reauth,
});
export type SimSwapRequest = typeof SimSwapRequest.Type;

/** POST /sim/status (payload not shown: the service asked about). */
export const SimStatusRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
});
export type SimStatusRequest = typeof SimStatusRequest.Type;

/** POST /sim/v1/msisdn/search. */
export const MsisdnSearchRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  MobileUUID: Schema.String,
  Page: Schema.Int,
  Amount: Schema.Int,
});
export type MsisdnSearchRequest = typeof MsisdnSearchRequest.Type;

/** Reply of the number search (not shown): the free numbers of the page. */
export const MsisdnSearchReply = Schema.Struct({ MSISDNs: Schema.Array(Schema.String) });
export type MsisdnSearchReply = typeof MsisdnSearchReply.Type;

/**
 * POST /sim/v1/msisdn. The spec shows MSISDN only; the portal also names the service and customer it acts on and
 * carries the credential, since a number change is a sensitive action.
 */
export const MsisdnChangeRequest = Schema.Struct({
  MSISDN: Schema.String,
  MobileUUID: Schema.optional(Schema.String),
  CustomerUUID: Schema.optional(Schema.String),
  ...Reauth,
});
export type MsisdnChangeRequest = typeof MsisdnChangeRequest.Type;

export const MsisdnChangeReply = Schema.Struct({ MSISDN: Schema.String });
export type MsisdnChangeReply = typeof MsisdnChangeReply.Type;

/** PUT /sim/v1/product-type/{dry}: Type is the billing kind to move to. */
export const ProductTypeTransferRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
  Type: BillingKind,
});
export type ProductTypeTransferRequest = typeof ProductTypeTransferRequest.Type;

/**
 * Reply not shown. A dry run reports what is still owed (outstanding amounts must be paid first, spec 02 §4);
 * a real run reports whether the transfer happened.
 */
export const ProductTypeTransferReply = Schema.Struct({
  Type: BillingKind,
  Transferred: Schema.Boolean,
  OutstandingCents: Schema.optional(Cents),
});
export type ProductTypeTransferReply = typeof ProductTypeTransferReply.Type;

/** Sending the e-mailed code for a sensitive action: how is not shown (spec 02 §7). Decided: POST /sim/v1/auth-code. */
export const AuthCodeRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
});
export type AuthCodeRequest = typeof AuthCodeRequest.Type;

export const AuthCodeReply = Schema.Struct({ Sent: Schema.Boolean, Email: Schema.optional(Schema.String) });
export type AuthCodeReply = typeof AuthCodeReply.Type;
