import type { MobileProduct } from "../account";
import { currentBasePlan } from "../plans";
import type { BroadbandPlan } from "./broadband-plan";
import { fwaProductState, fwaProductStateKey, type ProductStatusKey } from "./fwa-state";

/** A fixed wireless service as the profile's fixed wireless pages show it (BB-02, BB-04). */
export interface FwaService {
  readonly productUUID: string;
  /** The plan it is on (its base plan), undefined when it has none. */
  readonly planName: string | undefined;
  /** Its base plan's availability id: the plan a change must not be to. */
  readonly planID: string | undefined;
  /** What the plan costs a month, in cents, when the product carries it. */
  readonly monthlyCents: number | undefined;
  /** Its status in words (spec 03 §4: 2 not activated, 4 active, any other not active). */
  readonly statusKey: ProductStatusKey;
  readonly createdAtNanos: number | undefined;
}

/** The fixed wireless (mobileFWA) service of a product, or undefined for a product of another kind. */
export const fwaServiceOf = (product: MobileProduct): FwaService | undefined => {
  if (product.ProductType !== "mobileFWA") return undefined;
  const plan = currentBasePlan(product.Addons);
  return {
    productUUID: product.UUID,
    planName: plan?.Name,
    planID: plan?.ProductAvailabilityUUID,
    monthlyCents: plan?.RetailCents,
    statusKey: fwaProductStateKey(fwaProductState(product)),
    createdAtNanos: product.CreatedAtNanos,
  };
};

/** The plans offered to a change, the plan the service is on left out (it cannot be chosen again). */
export const fwaPlanChoices = (
  service: Pick<FwaService, "planID">,
  offered: ReadonlyArray<BroadbandPlan>,
): ReadonlyArray<BroadbandPlan> => offered.filter((plan) => plan.ID !== service.planID);
