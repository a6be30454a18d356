import * as Effect from "effect/Effect";
import type { Analytics, Storage } from "../../ports";
import { afterpayReturnDecision, type AfterpayReturn } from "../afterpay-return";
import { completePurchase } from "./checkout-cart";
import { loadSavedPurchase } from "./stored-purchase";

/**
 * The customer comes back from the instalment provider (SHOP-05, afterpay-return): a paid return completes the
 * stored purchase (cart reset, purchase reported) and goes to the thanks page; a failed one goes back to the
 * checkout with redirect_status=failed, the cart and the pending purchase kept for another try.
 */
export const returnFromInstalments = (query: {
  readonly redirectStatus: string | undefined;
  readonly broadband: boolean;
}): Effect.Effect<AfterpayReturn, never, Storage | Analytics> =>
  Effect.gen(function* () {
    const purchase = yield* loadSavedPurchase;
    const decision = afterpayReturnDecision({ ...query, purchase });
    if (decision._tag === "Completed" && purchase !== undefined && purchase.status === "pending")
      yield* completePurchase(purchase, purchase.summary.plan?.price ?? 0);
    return decision;
  });
