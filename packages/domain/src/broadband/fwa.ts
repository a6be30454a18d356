import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { BroadbandMessageKey } from "./broadband-messages";
import { BroadbandPlan } from "./broadband-plan";

/**
 * A fixed wireless product (spec 03 §3): UUID, the prequalification it came from, and when it was deleted. Status
 * is the numeric product status of every product (spec 01 §3).
 */
export const FwaProduct = Schema.Struct({
  UUID: Schema.String,
  PrequalUUID: Schema.optional(Schema.String),
  DeletedAtNanos: Schema.optional(Schema.Number),
  Status: Schema.Number,
  CustomerUUID: Schema.optional(Schema.String),
  ProductCatalogUUID: Schema.optional(Schema.String),
});
export type FwaProduct = typeof FwaProduct.Type;

export const FwaProductsReply = Schema.Struct({ Products: Schema.Array(FwaProduct) });
export type FwaProductsReply = typeof FwaProductsReply.Type;

/** An FWA plan as a plan change names it (spec 03 §3): its availability id and order type. */
export const FwaPlan = Schema.Struct({ ID: Schema.String, OrderType: Schema.String });
export type FwaPlan = typeof FwaPlan.Type;

/** GET fwa/v1/customer/{customerUuid}/mobile/{productUuid}/plans returns BroadbandPlans.Plans. */
export const FwaCustomerPlansReply = Schema.Struct({
  BroadbandPlans: Schema.optional(Schema.Struct({ Plans: Schema.optional(Schema.Array(BroadbandPlan)) })),
});
export type FwaCustomerPlansReply = typeof FwaCustomerPlansReply.Type;

// In their own files: the session restore's fibre-only check and the broadband summary need them without the plans'
// schemas.
export { isDeleted } from "./product-deleted";
export { fwaProductState, fwaProductStateKey } from "./fwa-state";

/** The plans of a customer plans reply (BroadbandPlans.Plans), none when either level is missing. */
export const customerPlansOf = (reply: FwaCustomerPlansReply): ReadonlyArray<BroadbandPlan> =>
  reply.BroadbandPlans?.Plans ?? [];

/** Plans to offer, or 'No FWA Plans data' when there are none. */
export const requireFwaPlans = (
  plans: ReadonlyArray<BroadbandPlan> | undefined,
): Either.Either<ReadonlyArray<BroadbandPlan>, BroadbandMessageKey> =>
  plans === undefined || plans.length === 0 ? Either.left("broadband.no_fwa_plans") : Either.right(plans);
