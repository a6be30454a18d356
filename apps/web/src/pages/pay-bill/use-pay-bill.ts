import type { MobileProduct } from "@waea/domain/account";
import type { Card, PayBillAmount, PostpayBalanceRefresh } from "@waea/domain/payments";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useRuntime } from "../../app/app-context";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { useIntent } from "../../components/use-intent";
import { usePaymentsTexts } from "../top-up/payments-texts";

/** Where a bill payment stands: the form, paying (the card confirmed), done (and the balance read 3 s after). */
export type PayBillPhase =
  | { readonly tag: "form" }
  | { readonly tag: "paying"; readonly amountCents: number | undefined }
  | {
      readonly tag: "done";
      readonly amountCents: number;
      readonly card: Card | undefined;
      /** Undefined while the 3 s refresh waits. */
      readonly refresh: PostpayBalanceRefresh | undefined;
    };

/** What the bill is paid against: a postpay mobile product, or a fibre-only account's fibre service. */
export type BilledService =
  | { readonly kind: "mobile"; readonly product: MobileProduct }
  | { readonly kind: "fibre"; readonly serviceUUID: string };

/**
 * PAY-04 on the page: one payment intent around the domain's payBill (postpay only, full or custom amount, the card
 * confirmed), or payFibreBill for a fibre-only account, then the balance read 3 s later
 * (refreshBalanceAfterPayment, refreshAccountBillAfterPayment), or 'Error getting transaction status'.
 * The intent's key is kept until the payment is done or refused: a second press pays once. The payment's rules
 * load with the first payment (pay-bill-load.ts), not with the page.
 */

export const usePayBill = (context: {
  readonly customerUUID: string;
  readonly service: BilledService;
  readonly cards: ReadonlyArray<Card>;
  readonly onRefreshed: () => void;
}) => {
  const runtime = useRuntime();
  const [phase, setPhase] = useState<PayBillPhase>({ tag: "form" });
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const intent = useIntent();
  const paymentsTexts = usePaymentsTexts();

  const pay = async (amount: PayBillAmount, shownCents: number | undefined): Promise<void> => {
    setAlert(undefined);
    // The progress, the receipt and a refusal are payments texts: here before the first of them shows.
    await paymentsTexts();
    setPhase({ tag: "paying", amountCents: shownCents });
    const key = await intent.key();
    const service = context.service;
    const load = Effect.promise(() => import("./pay-bill-load"));
    const paid = await runtime.run(
      Effect.flatMap(load, ({ CARD_PAYMENT_TYPE, payBill, payFibreBill }) => {
        const input = {
          customerUUID: context.customerUUID,
          amount,
          methodType: CARD_PAYMENT_TYPE,
          cards: context.cards,
          ...(key === undefined ? {} : { intent: key }),
        };
        return service.kind === "mobile"
          ? payBill({ ...input, product: service.product })
          : payFibreBill({ ...input, fibreServiceUUID: service.serviceUUID });
      }),
      { report: false },
    );
    intent.end();
    if (!paid.ok) {
      if (!paid.defect) setAlert(errorText(paid.error));
      setPhase({ tag: "form" });
      return;
    }
    const done = {
      tag: "done" as const,
      amountCents: paid.value.amountCents,
      card: context.cards.find((card) => card.is_default),
    };
    setPhase({ ...done, refresh: undefined });
    const refreshed = await runtime.run(
      Effect.flatMap(load, ({ refreshAccountBillAfterPayment, refreshBalanceAfterPayment }) =>
        service.kind === "mobile"
          ? refreshBalanceAfterPayment(context.customerUUID, service.product.UUID)
          : refreshAccountBillAfterPayment(context.customerUUID),
      ),
      { report: false },
    );
    if (refreshed.ok) {
      setPhase({ ...done, refresh: refreshed.value });
      context.onRefreshed();
    }
  };

  return { phase, alert, pay, again: () => setPhase({ tag: "form" }) };
};
