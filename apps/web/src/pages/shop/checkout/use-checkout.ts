import type { CheckoutIssue, CheckoutCartResult, PaymentMethod, PortingChoice } from "@waea/domain/checkout";
import type { EshopAddress } from "@waea/domain/cart";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useLocation } from "wouter";
import { useAppState, useRuntime } from "../../../app/app-context";
import { useIntent } from "../../../components/use-intent";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText } from "../../../dialogs/error-text";
import type * as CheckoutPay from "./checkout-pay";

export interface CheckoutOrder {
  readonly address: EshopAddress;
  readonly method: PaymentMethod;
  readonly porting: PortingChoice | undefined;
}

/**
 * SHOP-05 on the page: one checkout intent around the domain's checkoutCart. By card the payment is confirmed with
 * the card provider and the thanks page follows; a failed confirmation keeps the cart and says what to do. By
 * instalments the purchase is stored and the browser goes to the instalment provider, which sends it back to
 * afterpay-return. Refused input comes back as issues for the fields. The use cases load when the customer pays
 * (`checkout-pay.ts`), not with the form.
 */
export const useCheckout = (customerUUID: string, onPaymentFailed: () => void = () => undefined) => {
  const runtime = useRuntime();
  const state = useAppState();
  const [, navigate] = useLocation();
  const intent = useIntent();
  const [paying, setPaying] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [issues, setIssues] = useState<ReadonlyArray<CheckoutIssue>>([]);

  const follow = (result: CheckoutCartResult, instalmentPage: typeof CheckoutPay.instalmentPage) => {
    if (result._tag === "Completed") {
      state.setFacts({ hasCompletedPurchase: true });
      navigate(staticHref("thanks"));
      return;
    }
    window.location.assign(instalmentPage(result.clientSecret, result.returnUrl, state.language.value));
  };

  const pay = async (order: CheckoutOrder): Promise<void> => {
    setAlert(undefined);
    setIssues([]);
    setPaying(true);
    const [key, { checkoutCart, instalmentPage }] = await Promise.all([
      intent.key(),
      import("./checkout-pay"),
    ]);
    const paid = await runtime.run(
      checkoutCart({
        address: order.address,
        customerUUID,
        method: order.method,
        porting: order.porting,
        flags: state.settings.flags,
        origin: window.location.origin,
        ...(key === undefined ? {} : { intent: key }),
      }),
      { report: false },
    );
    setPaying(false);
    if (paid.ok) {
      intent.end();
      follow(paid.value, instalmentPage);
      return;
    }
    if (paid.defect) return;
    // A refused checkout posted nothing: the same intent may be sent again once the fields are fixed.
    if (paid.error._tag === "CheckoutRefused") setIssues(paid.error.issues);
    else intent.end();
    setAlert(errorText(paid.error));
    if (paid.error._tag === "CheckoutPaymentFailed") onPaymentFailed();
  };

  /** The same order paid again, after its payment failed: its own secret, by card or by instalments. */
  const retry = async (method: PaymentMethod): Promise<void> => {
    setAlert(undefined);
    setPaying(true);
    const { retryPayment, instalmentPage } = await import("./checkout-pay");
    const paid = await runtime.run(
      retryPayment({ method, flags: state.settings.flags, origin: window.location.origin }),
      { report: false },
    );
    setPaying(false);
    if (paid.ok) follow(paid.value, instalmentPage);
    else if (!paid.defect) setAlert(errorText(paid.error));
  };

  return { paying, alert, issues, pay, retry };
};
