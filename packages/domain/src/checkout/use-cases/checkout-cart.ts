import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import {
  cartPayload,
  cartTotalCents,
  clearStoredCart,
  loadLocalCart,
  purchasedSummary,
  type EshopAddress,
} from "../../cart";
import type { FeatureFlagValues } from "../../config";
import {
  Analytics,
  Payments,
  Storage,
  StorageKeys,
  intentKeyOr,
  type ApiError,
  type IntentKey,
} from "../../ports";
import { afterpayReturnUrl } from "../afterpay-return";
import { buildCheckoutPayload } from "../build-checkout-payload";
import { CheckoutApi, type CheckoutVersion } from "../checkout-api";
import { CheckoutPaymentFailed, CheckoutRefused } from "../checkout-errors";
import { checkPaymentMethod, paymentStep, type PaymentMethod } from "../payment-decision";
import type { PortingChoice } from "../porting-at-checkout";
import { completedPurchase, type SavedPurchase } from "../saved-purchase";
import { savePurchase } from "./stored-purchase";

export interface CheckoutCartInput {
  readonly address: EshopAddress;
  readonly customerUUID?: string | undefined;
  readonly method: PaymentMethod;
  readonly porting?: PortingChoice | undefined;
  readonly flags: FeatureFlagValues;
  /** The portal's origin, for the instalment provider's return address. */
  readonly origin: string;
  readonly version?: CheckoutVersion | undefined;
  /**
   * The intent's Idempotency-Key, when the caller holds one (a form keeps one until it succeeds, so a second submit
   * is the same intent); otherwise one is minted.
   */
  readonly intent?: IntentKey;
}

export type CheckoutCartResult =
  | { readonly _tag: "Completed"; readonly purchase: SavedPurchase }
  | {
      readonly _tag: "RedirectToInstalments";
      readonly clientSecret: string;
      readonly returnUrl: string;
      readonly purchase: SavedPurchase;
    };

/** Marks the purchase completed, empties the cart and reports the purchase. */
export const completePurchase = (
  purchase: SavedPurchase,
  valueCents: number,
): Effect.Effect<SavedPurchase, never, Storage | Analytics> =>
  Effect.gen(function* () {
    const completed = completedPurchase(purchase);
    yield* savePurchase(completed);
    if (purchase.kind === "shop") yield* clearStoredCart;
    const analytics = yield* Analytics;
    yield* analytics.track({
      name: "purchase",
      params: { transaction_id: purchase.summary.number, value: valueCents, currency: "NZD" },
    });
    return completed;
  });

/**
 * The customer checks out the cart (SHOP-05): the payment method is checked, the payload built and validated, the
 * checkout posted. By card with the confirmation flag on, the ClientSecret is confirmed through the Payments port;
 * a failed confirmation fails with the client secret and the saved (pending) purchase. By instalments the purchase
 * is stored first and the caller redirects. A completed purchase is stored as the purchased summary and the cart
 * is reset.
 */
export const checkoutCart = (
  input: CheckoutCartInput,
): Effect.Effect<
  CheckoutCartResult,
  ApiError | CheckoutRefused | CheckoutPaymentFailed,
  CheckoutApi | Payments | Storage | Analytics
> =>
  Effect.gen(function* () {
    const method = checkPaymentMethod(input.method, input.flags);
    if (Either.isLeft(method)) return yield* new CheckoutRefused({ issues: [{ key: method.left }] });
    const cart = yield* loadLocalCart;
    const built = buildCheckoutPayload(
      {
        items: cartPayload(cart).Items,
        address: input.address,
        customerUUID: input.customerUUID,
        cartUUID: cart.uuid,
        number: cart.number,
        porting: input.porting,
      },
      input.flags,
    );
    if (Either.isLeft(built)) return yield* new CheckoutRefused({ issues: built.left });
    const value = cartTotalCents(cart);
    const analytics = yield* Analytics;
    yield* analytics.track({ name: "begin_checkout", params: { value, currency: "NZD" } });
    const api = yield* CheckoutApi;
    // A cart still anonymous is checked out with its own token; its UUID alone reaches nothing.
    const token = Option.getOrUndefined(yield* (yield* Storage).get(StorageKeys.cartToken));
    const reply = yield* api.checkout(
      built.right,
      yield* intentKeyOr(input.intent),
      input.version,
      cart.uuid === undefined ? undefined : token,
    );
    const step = paymentStep(input.method, reply.ClientSecret, input.flags);
    const purchase: SavedPurchase = {
      kind: "shop",
      status: "pending",
      summary: purchasedSummary(cart, { number: reply.OrderID ?? cart.number, address: input.address }),
      ...(reply.ClientSecret === undefined ? {} : { clientSecret: reply.ClientSecret }),
      ...(reply.OrderID === undefined ? {} : { orderId: reply.OrderID }),
      ...(input.customerUUID === undefined ? {} : { customerUUID: input.customerUUID }),
    };
    if (step._tag === "RedirectToInstalments") {
      yield* savePurchase(purchase);
      return {
        _tag: "RedirectToInstalments",
        clientSecret: step.clientSecret,
        returnUrl: afterpayReturnUrl(input.origin, "shop"),
        purchase,
      } as const;
    }
    if (step._tag === "ConfirmCard") {
      yield* savePurchase(purchase);
      const payments = yield* Payments;
      yield* Effect.catchAll(payments.confirmCardPayment(step.clientSecret), (error) =>
        Effect.fail(
          new CheckoutPaymentFailed({ clientSecret: error.clientSecret, purchase, message: error.message }),
        ),
      );
    }
    return { _tag: "Completed", purchase: yield* completePurchase(purchase, value) } as const;
  });
