import { useSignals } from "@preact/signals-react/runtime";
import {
  addCard,
  removeCard,
  setDefaultCard,
  type Card as PaymentCard,
  type PaymentsError,
} from "@waea/domain/payments";
import type { ApiError, CardConfirmationError } from "@waea/domain/ports";
import type * as Effect from "effect/Effect";
import { useState } from "react";
import { useAppState, useRuntime } from "../../app/app-context";
import type { AppServices } from "../../app/services";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";

type CardsChange = Effect.Effect<
  ReadonlyArray<PaymentCard>,
  PaymentsError | ApiError | CardConfirmationError,
  AppServices
>;

/**
 * PAY-01 on the page: add (setup intent), make default and remove, each through the domain's use case (which holds
 * the refusals and the moving default). The new list replaces the shown one, the account is read again (the guards
 * and the other money pages see the cards), and a refusal is kept to show beside the list.
 */
export const useCardActions = (
  customerUUID: string,
  replace: (cards: ReadonlyArray<PaymentCard>) => void,
) => {
  useSignals();
  const runtime = useRuntime();
  const { account } = useAppState();
  const loaded = account.value;
  const hasParentBillingRoute = loaded.status === "ready" && loaded.facts.hasParentBillingRoute;
  const [busy, setBusy] = useState<"add" | "default" | "remove" | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);

  const change = async (kind: "add" | "default" | "remove", effect: CardsChange): Promise<boolean> => {
    setBusy(kind);
    setAlert(undefined);
    const outcome = await runtime.run(effect, { report: false });
    if (outcome.ok) {
      replace(outcome.value);
      await runtime.session.reloadAccount();
    } else if (!outcome.defect) setAlert(errorText(outcome.error));
    setBusy(undefined);
    return outcome.ok;
  };

  return {
    busy,
    alert,
    add: () => change("add", addCard(customerUUID)),
    makeDefault: (card: PaymentCard) => change("default", setDefaultCard(customerUUID, card.cardId)),
    remove: (card: PaymentCard) =>
      change("remove", removeCard(customerUUID, card.cardId, { hasParentBillingRoute })),
  };
};
