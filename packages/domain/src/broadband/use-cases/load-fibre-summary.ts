import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { SPID } from "../../config";
import { loadAccountBill, type PaymentsError, type PostpayBill } from "../../payments";
import type { PaymentsApi } from "../../payments/api";
import type { ApiError, Storage } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import type { UfbPlan, UfbProduct } from "../fibre-records";
import { isDeleted } from "../product-deleted";
import { chosenFibreService, loadChosenFibreService } from "./fibre-choice";

/** What the home of a fibre customer shows, read at `readAtMillis` (the "as of" time of the bill). */
export interface FibreSummary {
  /** The customer's fibre service (the newest one not deleted): its service id. */
  readonly product: UfbProduct;
  /** The retail plan the service is on: name, speeds and monthly price; undefined if the operator no longer lists it. */
  readonly plan: UfbPlan | undefined;
  /** What the account owes and its billing cycles (the monthly bill); undefined when it has no bill yet. */
  readonly bill: PostpayBill | undefined;
  readonly readAtMillis: number;
}

/** Fibre lists are short: one page of this many holds a customer's services. */
const FIBRE_PAGE = 100;

/**
 * The fibre summary of a customer's home (a fibre-only account, spec 01 §5): the fibre service (the one chosen at
 * select-ufb-product, else the newest) from the fibre
 * lifecycle service's UFB list, its plan from the retail fibre plans (UFB_plan) by the service's UFBPlanUUID, and
 * the account's bill, side by side. Undefined when the customer has no fibre service.
 */
export const loadFibreSummary = (
  customerUUID: string,
): Effect.Effect<FibreSummary | undefined, ApiError | PaymentsError, BroadbandApi | PaymentsApi | Storage> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const page = yield* api.fibreList("UFB", {
      SPID,
      UUID: customerUUID,
      PageNumber: 1,
      PageItemCount: FIBRE_PAGE,
    });
    const chosen = yield* loadChosenFibreService;
    const product = chosenFibreService(
      page.Items.filter((item) => !isDeleted(item)).map((item) => ({ product: item })),
      chosen,
    )?.product;
    if (product === undefined) return undefined;
    const [plans, bill] = yield* Effect.all([api.ufbPlanSearch({ SPID }), loadAccountBill(customerUUID)], {
      concurrency: "unbounded",
    });
    return {
      product,
      plan: plans.UFBPlans.find((plan) => plan.UUID === product.UFBPlanUUID),
      bill,
      readAtMillis: yield* Clock.currentTimeMillis,
    };
  });
