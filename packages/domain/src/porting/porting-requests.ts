import * as Schema from "effect/Schema";
import { PortingCustomerActions } from "./porting-actions";
import { PortingState } from "./porting-state";

/** The losing provider's details, named as in the checkout's v2 payload (spec 03 §3). */
export const TransferFrom = Schema.Struct({
  Provider: Schema.String,
  AccountHolderName: Schema.String,
  AccountNumber: Schema.String,
  ConnectionID: Schema.String,
});
export type TransferFrom = typeof TransferFrom.Type;

/**
 * PUT mobile_porting (payload not shown). The number to bring in, and the transfer details, which are required only
 * when the Transfer flag is set (spec 02 §5; their form messages live in the validation context).
 */
export const MobilePortingRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  MobileUUID: Schema.String,
  MSISDN: Schema.String,
  Transfer: Schema.Boolean,
  TransferFrom: Schema.optional(TransferFrom),
});
export type MobilePortingRequest = typeof MobilePortingRequest.Type;

/** PUT /mobile_porting_retry (payload not shown). */
export const PortingRetryRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  MobileUUID: Schema.String,
  TransferFrom: Schema.optional(TransferFrom),
});
export type PortingRetryRequest = typeof PortingRetryRequest.Type;

/** PUT /customer/{id}/cancel_mobile_porting (payload not shown; the customer is in the path). */
export const PortingCancelRequest = Schema.Struct({ MobileUUID: Schema.String });
export type PortingCancelRequest = typeof PortingCancelRequest.Type;

/** PUT /customer/{id}/mobile_porting/action. */
export const PortingActionRequest = Schema.Struct({
  MobileUUID: Schema.String,
  CustomerUUID: Schema.String,
  action: Schema.Literal(...PortingCustomerActions),
});
export type PortingActionRequest = typeof PortingActionRequest.Type;

/** The replies of the porting calls are not shown: each returns the port as it now stands. */
export const PortingReply = Schema.Struct({
  MobileUUID: Schema.String,
  MSISDN: Schema.String,
  PortingState,
});
export type PortingReply = typeof PortingReply.Type;

/**
 * GET /porting/v1/msisdn/{number} (reply not shown): who holds the number, whether it can be ported, and the state
 * of a port of it already under way.
 */
export const NumberLookupReply = Schema.Struct({
  MSISDN: Schema.String,
  Portable: Schema.Boolean,
  Carrier: Schema.optional(Schema.String),
  PortingState: Schema.optional(PortingState),
});
export type NumberLookupReply = typeof NumberLookupReply.Type;
