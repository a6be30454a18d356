import { liveMethods } from "./cards";
import type { PaymentMethod } from "./payment-method";

/**
 * Ranks after moving a live card to a position (PUT payment-methods Rank; 1 is the default): the other live cards
 * keep their order around it and every live card is ranked 1..n; deleted ones are left as they are. A position
 * past the end is the last one. Rank 1 gives the same as ranksAfterSetDefault.
 */
export const ranksAfterMove = (
  methods: ReadonlyArray<PaymentMethod>,
  cardId: string,
  rank: number,
): ReadonlyArray<PaymentMethod> => {
  const live = liveMethods(methods);
  const chosen = live.find((method) => method.UUID === cardId);
  if (chosen === undefined) return methods;
  const others = live.filter((method) => method.UUID !== cardId);
  const at = Math.min(Math.max(1, Math.trunc(rank)), live.length) - 1;
  const ordered = [...others.slice(0, at), chosen, ...others.slice(at)];
  const ranks = new Map(ordered.map((method, index) => [method.UUID, index + 1]));
  return methods.map((method) => {
    const next = ranks.get(method.UUID);
    return next === undefined || next === method.Rank ? method : { ...method, Rank: next };
  });
};
