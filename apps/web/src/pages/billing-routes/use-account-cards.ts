import { useSignals } from "@preact/signals-react/runtime";
import type { Card as PaymentCard } from "@waea/domain/payments";
import { useAppState } from "../../app/app-context";

/** The account's saved cards, as the shell loaded them (the rules of BR-03 and of paying count them). */
export const useAccountCards = (): ReadonlyArray<PaymentCard> => {
  useSignals();
  const loaded = useAppState().account.value;
  return loaded.status === "ready" ? loaded.cards : [];
};
