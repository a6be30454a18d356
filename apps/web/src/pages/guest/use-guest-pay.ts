import {
  payAsGuest,
  waitForGuestPurchase,
  type GuestForm,
  type GuestPurchaseOutcome,
  type GuestTarget,
} from "@waea/domain/guest";
import { mintIntentKey, type IntentKey } from "@waea/domain/ports";
import { useRef, useState } from "react";
import { useAppState, useLaterRuntime } from "../../app/app-context";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";

/** Where a guest payment stands: the form, paying (validate, then redeem or pay), checking the purchase, done. */
export type GuestPhase =
  | { readonly tag: "form" }
  | { readonly tag: "paying" }
  | { readonly tag: "checking"; readonly amountCents: number }
  | {
      readonly tag: "done";
      readonly target: GuestTarget;
      readonly result:
        | { readonly kind: "voucher"; readonly creditCents: number }
        | { readonly kind: "card"; readonly amountCents: number; readonly outcome: GuestPurchaseOutcome };
    };

/**
 * GST-01 and GST-02 on the page: the domain's payAsGuest (validate the number or account with the captcha's answer,
 * redeem the voucher or pay by the card typed, check the purchase), then waitForGuestPurchase while the card payment
 * is pending. One intent key until the payment is done or refused: a second press pays once. The runtime starts
 * when the guest pays (the page itself needs none).
 */
export const useGuestPay = () => {
  const later = useLaterRuntime();
  const { settings } = useAppState();
  const [phase, setPhase] = useState<GuestPhase>({ tag: "form" });
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const intent = useRef<Promise<IntentKey | undefined> | undefined>(undefined);

  const pay = async (form: GuestForm): Promise<void> => {
    setAlert(undefined);
    setPhase({ tag: "paying" });
    const runtime = await later();
    intent.current ??= runtime
      .run(mintIntentKey, { report: false })
      .then((minted) => (minted.ok ? minted.value : undefined));
    const key = await intent.current;
    const paid = await runtime.run(
      payAsGuest({ settings, ...form, ...(key === undefined ? {} : { intent: key }) }),
      { report: false },
    );
    intent.current = undefined;
    if (!paid.ok) {
      setAlert(failureText(paid));
      setPhase({ tag: "form" });
      return;
    }
    const result = paid.value;
    if (result._tag === "VoucherRedeemed") {
      setPhase({
        tag: "done",
        target: form.target,
        result: { kind: "voucher", creditCents: result.creditCents },
      });
      return;
    }
    const amountCents = form.payment.method === "card" ? form.payment.amountCents : 0;
    let outcome = result.outcome;
    if (outcome === "pending") {
      setPhase({ tag: "checking", amountCents });
      const waited = await runtime.run(
        waitForGuestPurchase({ target: form.target, orderId: result.orderId }),
        { report: false },
      );
      outcome = waited.ok ? waited.value : "pending";
    }
    setPhase({ tag: "done", target: form.target, result: { kind: "card", amountCents, outcome } });
  };

  return { phase, alert, pay, again: () => setPhase({ tag: "form" }) };
};
