import * as Schema from "effect/Schema";

/** The body of plans.changePlan (spec 02 §7). */
export const ChangePlanRequest = Schema.Struct({
  NewAddonAutoRenew: Schema.Boolean,
  ChangeNow: Schema.Boolean,
  NewAddonAvailabilityUUID: Schema.String,
  OldAddonUUID: Schema.String,
  CustomerUUID: Schema.String,
  MobileUUID: Schema.String,
});
export type ChangePlanRequest = typeof ChangePlanRequest.Type;

/**
 * The reply is not shown in the spec. This one says what happened: changed now (the new add-on and its expiry,
 * one month ahead) or scheduled for the next billing date (when it takes effect).
 */
export const ChangePlanReply = Schema.Struct({
  ChangeNow: Schema.Boolean,
  NewAddonUUID: Schema.optional(Schema.String),
  ExpiresAtNanos: Schema.optional(Schema.Number),
  EffectiveAtNanos: Schema.optional(Schema.Number),
});
export type ChangePlanReply = typeof ChangePlanReply.Type;

/** The product a scheduled change belongs to. */
export const PlanChangeTarget = Schema.Struct({
  CustomerUUID: Schema.String,
  MobileUUID: Schema.String,
});
export type PlanChangeTarget = typeof PlanChangeTarget.Type;

/** A change waiting for the next billing date. */
export const ScheduledPlanChange = Schema.Struct({
  OldAddonUUID: Schema.String,
  NewAddonAvailabilityUUID: Schema.String,
  NewAddonAutoRenew: Schema.Boolean,
  EffectiveAtNanos: Schema.optional(Schema.Number),
});
export type ScheduledPlanChange = typeof ScheduledPlanChange.Type;

export const ScheduledPlanChangeReply = Schema.Struct({
  ScheduledChange: Schema.optional(ScheduledPlanChange),
});
export type ScheduledPlanChangeReply = typeof ScheduledPlanChangeReply.Type;

export const CancelPlanChangeReply = Schema.Struct({ Cancelled: Schema.Boolean });
export type CancelPlanChangeReply = typeof CancelPlanChangeReply.Type;

/** The body of plans.changeAddonAutoRenew (spec 02 §7). */
export const ChangeAddonAutoRenewRequest = Schema.Struct({
  MobileAddonUUID: Schema.String,
  MobileUUID: Schema.String,
  CustomerUUID: Schema.String,
  AutoRenew: Schema.Boolean,
});
export type ChangeAddonAutoRenewRequest = typeof ChangeAddonAutoRenewRequest.Type;

/** Not shown in the spec: the add-on and its auto renew as now stored. */
export const ChangeAddonAutoRenewReply = Schema.Struct({
  MobileAddonUUID: Schema.String,
  AutoRenew: Schema.Boolean,
});
export type ChangeAddonAutoRenewReply = typeof ChangeAddonAutoRenewReply.Type;
