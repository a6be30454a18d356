import * as Effect from "effect/Effect";
import type { Analytics, ApiError, Storage } from "../../ports";
import { afterpayReturnDecision, isOrderPaid, type AfterpayReturn } from "../afterpay-return";
import { CheckoutApi } from "../checkout-api";
import type { SavedPurchase } from "../saved-purchase";
import { completePurchase } from "./checkout-cart";
import { loadSavedPurchase } from "./stored-purchase";

export interface InstalmentReturnQuery {
  readonly redirectStatus: string | undefined;
  readonly broadband: boolean;
}

/** How an order's status is read: the order and the customer account it was placed for. */
export type OrderStatusRead<R> = (order: {
  readonly kind: SavedPurchase["kind"];
  readonly orderId: string;
  readonly customerUUID: string;
}) => Effect.Effect<string, ApiError, R>;

/**
 * The customer comes back from the instalment provider (SHOP-05, afterpay-return). The return address says
 * redirect_status, but anyone can type it: a pending purchase is completed (cart reset, purchase reported, thanks
 * page) only when the operator says its order is paid. Any other return, and a paid-looking one whose order is not
 * paid or cannot be read, goes back to the checkout with redirect_status=failed, the cart and the pending purchase
 * kept for another try.
 */
export const settleInstalmentReturn = <R>(
  query: InstalmentReturnQuery,
  readStatus: OrderStatusRead<R>,
): Effect.Effect<AfterpayReturn, never, Storage | Analytics | R> =>
  Effect.gen(function* () {
    const purchase = yield* loadSavedPurchase;
    const decision = afterpayReturnDecision({ ...query, purchase });
    if (decision._tag !== "Completed" || purchase === undefined || purchase.status !== "pending")
      return decision;
    const { orderId, customerUUID } = purchase;
    const paid =
      orderId !== undefined &&
      customerUUID !== undefined &&
      (yield* Effect.orElseSucceed(
        Effect.map(readStatus({ kind: purchase.kind, orderId, customerUUID }), isOrderPaid),
        () => false,
      ));
    if (!paid) return afterpayReturnDecision({ ...query, redirectStatus: "failed", purchase });
    yield* completePurchase(purchase, purchase.summary.plan?.price ?? 0);
    return decision;
  });

/** settleInstalmentReturn for an e-shop order (checkout.order): SIMs, phones and fixed wireless broadband. */
export const returnFromInstalments = (
  query: InstalmentReturnQuery,
): Effect.Effect<AfterpayReturn, never, Storage | Analytics | CheckoutApi> =>
  settleInstalmentReturn(query, ({ orderId, customerUUID }) =>
    Effect.flatMap(CheckoutApi, (api) =>
      Effect.map(api.order(customerUUID, orderId, "v2"), (order) => order.Status),
    ),
  );
