import * as Effect from "effect/Effect";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import type { UfbPlan, UfbProduct } from "../fibre-records";
import { fwaProductState, fwaProductStateKey, type ProductStatusKey } from "../fwa-state";
import { isDeleted } from "../product-deleted";

/** A fibre service of the customer as the subscriptions page shows it. */
export interface FibreService {
  readonly product: UfbProduct;
  /** Its retail plan; undefined when the operator no longer lists it. */
  readonly plan: UfbPlan | undefined;
  /** Its status in words (spec 03 §4: 2 not activated, 4 active, any other not active). */
  readonly statusKey: ProductStatusKey;
}

/** A customer's fibre services are few: one page of this many holds them all. */
const SERVICES_PAGE = 100;

/**
 * The fibre subscriptions of a customer account (BB-04, ufb/subscriptions): its fibre services not deleted, newest
 * first, each with its retail plan and its status in words.
 */
export const loadFibreServices = (
  customerUUID: string,
): Effect.Effect<ReadonlyArray<FibreService>, ApiError, BroadbandApi> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const page = yield* api.fibreList("UFB", {
      SPID,
      UUID: customerUUID,
      PageNumber: 1,
      PageItemCount: SERVICES_PAGE,
    });
    const products = page.Items.filter((product) => !isDeleted(product));
    if (products.length === 0) return [];
    const plans = yield* api.ufbPlanSearch({ SPID });
    return products.map((product) => ({
      product,
      plan: plans.UFBPlans.find((plan) => plan.UUID === product.UFBPlanUUID),
      statusKey: fwaProductStateKey(fwaProductState(product)),
    }));
  });
