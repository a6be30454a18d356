import * as Either from "effect/Either";
import type { FeatureFlagValues } from "../config";
import type { CheckoutMessageKey } from "./checkout-messages";

/** How the customer pays: by card, or by instalments (afterpay). */
export type PaymentMethod = "card" | "afterpay";

export type PaymentFlags = Pick<FeatureFlagValues, "afterpay" | "checkoutPaymentConfirmation">;

/** Instalments are offered only while the afterpay flag is on; asked for before anything is posted. */
export const checkPaymentMethod = (
  method: PaymentMethod,
  flags: PaymentFlags,
): Either.Either<PaymentMethod, CheckoutMessageKey> =>
  method === "afterpay" && !flags.afterpay
    ? Either.left("checkout.instalments_unavailable")
    : Either.right(method);

/** What follows a successful checkout call (SHOP-05, spec 03 §4). */
export type PaymentStep =
  | { readonly _tag: "ConfirmCard"; readonly clientSecret: string }
  | { readonly _tag: "RedirectToInstalments"; readonly clientSecret: string }
  | { readonly _tag: "Complete" };

/**
 * By card, the purchase is confirmed with the card provider using the ClientSecret, and only while the checkout
 * confirmation flag is on (otherwise the operator charges the saved card itself). By instalments, the purchase is
 * stored first and confirmed by a redirect. Without a client secret there is nothing to pay: complete.
 */
export const paymentStep = (
  method: PaymentMethod,
  clientSecret: string | undefined,
  flags: PaymentFlags,
): PaymentStep => {
  if (clientSecret === undefined || clientSecret === "") return { _tag: "Complete" };
  if (method === "afterpay") return { _tag: "RedirectToInstalments", clientSecret };
  return flags.checkoutPaymentConfirmation ? { _tag: "ConfirmCard", clientSecret } : { _tag: "Complete" };
};
