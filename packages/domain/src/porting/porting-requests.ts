import * as Schema from "effect/Schema";
import { PortingCustomerActions } from "./porting-actions";
import { PortingReason } from "./porting-reason";
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

/** A state the port reached and when (ISO 8601 instant), oldest first. */
export const PortingStepReached = Schema.Struct({ State: PortingState, At: Schema.String });
export type PortingStepReached = typeof PortingStepReached.Type;

/**
 * The replies of the porting calls are not shown: each returns the port as it now stands. Decided for the tracker
 * (SIM-06): when it was (last) requested, the states this attempt reached with their times, when the operator read
 * it, the losing carrier, and why it stopped when it did.
 */
export const PortingReply = Schema.Struct({
  MobileUUID: Schema.String,
  MSISDN: Schema.String,
  PortingState,
  RequestedAt: Schema.optional(Schema.String),
  Steps: Schema.optional(Schema.Array(PortingStepReached)),
  CheckedAt: Schema.optional(Schema.String),
  Carrier: Schema.optional(Schema.String),
  Reason: Schema.optional(PortingReason),
  TransferFrom: Schema.optional(TransferFrom),
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

/** GET /customer/{id}/mobile_porting/{mobile} (decided: the spec shows no read of a port; the tracker needs one). */
export const PortingStatusRequest = Schema.Struct({ CustomerUUID: Schema.String, MobileUUID: Schema.String });
export type PortingStatusRequest = typeof PortingStatusRequest.Type;
