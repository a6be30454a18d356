import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import { Analytics, type Storage } from "../../ports";
import { addSimType } from "../add-sim-type";
import type { CartApi, CartApiVersion } from "../cart-api";
import { CartRefused } from "../cart-refused";
import type { LocalCart } from "../local-cart";
import { validateSimPurchase, type PlanChoice } from "../multi-sim-order";
import type { SimType } from "../sim-types";
import { saveCart } from "./save-cart";
import { loadLocalCart } from "./stored-cart";

/**
 * The customer picks a SIM type and a plan (SHOP-02): checked ('Unknown SIM type', 'SIM type is not available',
 * 'Plan not specified'), put in the local cart in place of any earlier SIM, saved to the server, tracked as
 * add_to_cart.
 */
export const chooseSimType = (input: {
  readonly simType: string | undefined;
  readonly plan: PlanChoice | undefined;
  readonly availableSimTypes?: ReadonlyArray<SimType>;
  readonly customerUUID?: string;
  readonly version?: CartApiVersion;
}): Effect.Effect<LocalCart, ApiError | CartRefused, CartApi | Storage | Analytics> =>
  Effect.gen(function* () {
    const checked = validateSimPurchase(input.simType, input.plan, input.availableSimTypes);
    if (Either.isLeft(checked)) return yield* new CartRefused({ message: checked.left });
    const { simType, plan } = checked.right;
    const local = yield* loadLocalCart;
    const saved = yield* saveCart(addSimType(local, simType, plan), {
      ...(input.customerUUID === undefined ? {} : { customerUUID: input.customerUUID }),
      ...(input.version === undefined ? {} : { version: input.version }),
    });
    const analytics = yield* Analytics;
    yield* analytics.track({
      name: "add_to_cart",
      params: { item_id: plan.ProductAvailabilityUUID, sim_type: simType, value: plan.PriceCents },
    });
    return saved;
  });
