import * as Effect from "effect/Effect";
import type { FeatureFlagValues } from "../../config";
import { Payments, type Analytics, type Storage } from "../../ports";
import { afterpayReturnUrl } from "../afterpay-return";
import { CheckoutPaymentFailed, CheckoutRefused } from "../checkout-errors";
import { checkPaymentMethod, type PaymentMethod } from "../payment-decision";
import { completePurchase, type CheckoutCartResult } from "./checkout-cart";
import { pendingPayment } from "./pending-payment";

/**
 * The customer pays again for an order whose payment failed (SHOP-05, spec 03 §4): the order exists and its cart is
 * kept, so the same payment (its ClientSecret) is tried again instead of a second order. By card it is confirmed
 * with the card provider and the purchase completed; by instalments the browser goes back to the provider.
 * Without a pending payment there is nothing to retry ('No data').
 */
export const retryPayment = (input: {
  readonly method: PaymentMethod;
  readonly flags: FeatureFlagValues;
  readonly origin: string;
}): Effect.Effect<
  CheckoutCartResult,
  CheckoutRefused | CheckoutPaymentFailed,
  Storage | Payments | Analytics
> =>
  Effect.gen(function* () {
    const method = checkPaymentMethod(input.method, input.flags);
    if (method._tag === "Left") return yield* new CheckoutRefused({ issues: [{ key: method.left }] });
    const purchase = yield* pendingPayment;
    if (purchase === undefined) return yield* new CheckoutRefused({ issues: [{ key: "checkout.no_data" }] });
    if (input.method === "afterpay")
      return {
        _tag: "RedirectToInstalments",
        clientSecret: purchase.clientSecret,
        returnUrl: afterpayReturnUrl(input.origin, "shop"),
        purchase,
      } as const;
    const payments = yield* Payments;
    yield* Effect.catchAll(payments.confirmCardPayment(purchase.clientSecret), (error) =>
      Effect.fail(
        new CheckoutPaymentFailed({ clientSecret: error.clientSecret, purchase, message: error.message }),
      ),
    );
    return {
      _tag: "Completed",
      purchase: yield* completePurchase(purchase, purchase.summary.plan?.price ?? 0),
    } as const;
  });
