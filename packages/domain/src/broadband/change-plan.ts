import * as Schema from "effect/Schema";

/** POST /fwa/change-plan and /ufb/change-plan: the product, the new plan's availability, the customer. */
export const ChangePlanRequest = Schema.Struct({
  UUID: Schema.String,
  ProductAvailabilityUUID: Schema.String,
  CustomerUUID: Schema.String,
});
export type ChangePlanRequest = typeof ChangePlanRequest.Type;

/** The reply is not shown: the product with its (possibly scheduled) new plan. */
export const ChangePlanReply = Schema.Struct({
  UUID: Schema.String,
  ProductAvailabilityUUID: Schema.String,
  Status: Schema.optional(Schema.String),
});
export type ChangePlanReply = typeof ChangePlanReply.Type;
