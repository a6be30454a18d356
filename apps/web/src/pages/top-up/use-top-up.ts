import { loadPrepayBalance, type Card, type PrepayBalance } from "@waea/domain/payments";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useRuntime } from "../../app/app-context";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import { useIntent } from "../../components/use-intent";
import { usePaymentsTexts } from "./payments-texts";

/** Where a top-up stands: the form, paying (the card confirmed with its provider), done with the new balance. */
export type TopUpPhase =
  | { readonly tag: "form" }
  | { readonly tag: "paying"; readonly amountCents: number }
  | { readonly tag: "done"; readonly amountCents: number; readonly balance: PrepayBalance | undefined };

/**
 * PAY-02 on the page: one top-up intent around the domain's topUp (amount rules, the card, the confirmation; loaded
 * with the first payment, top-up-load.ts) and the balance read after it. The intent's key is minted once and kept until the top-up is done or refused, so a second
 * press of the button is the same top-up and money moves once.
 */
export const useTopUp = (context: {
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly cards: ReadonlyArray<Card>;
  readonly onDone: (balance: PrepayBalance | undefined) => void;
}) => {
  const runtime = useRuntime();
  const [phase, setPhase] = useState<TopUpPhase>({ tag: "form" });
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const intent = useIntent();
  const paymentsTexts = usePaymentsTexts();

  const pay = async (amountCents: number): Promise<void> => {
    setAlert(undefined);
    // The progress (its module too), the outcome and a refusal are payments texts: here before the first shows.
    await Promise.all([paymentsTexts(), import("./top-up-progress")]);
    setPhase({ tag: "paying", amountCents });
    const key = await intent.key();
    const paid = await runtime.run(
      Effect.flatMap(
        Effect.promise(() => import("./top-up-load")),
        ({ CARD_PAYMENT_TYPE, topUp }) =>
          topUp({
            customerUUID: context.customerUUID,
            productInstanceUUID: context.productUUID,
            amountCents,
            methodType: CARD_PAYMENT_TYPE,
            cards: context.cards,
            ...(key === undefined ? {} : { intent: key }),
          }),
      ),
      { report: false },
    );
    intent.end();
    if (!paid.ok) {
      if (!paid.defect) setAlert(errorText(paid.error));
      setPhase({ tag: "form" });
      return;
    }
    const read = await runtime.run(loadPrepayBalance(context.customerUUID, context.productUUID), {
      report: false,
    });
    const balance = read.ok ? read.value : undefined;
    context.onDone(balance);
    setPhase({ tag: "done", amountCents, balance });
  };

  return { phase, alert, pay, again: () => setPhase({ tag: "form" }) };
};
