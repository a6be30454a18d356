import type { Card } from "./payment-method";

/**
 * The cards that count as a payment method (spec 01 §5, the payment-method guard; the account check): those that
 * have not expired. A card in its last month still counts; authorising it is another rule (canAuthorizeCard).
 * A file of its own: the route guards (visitor-state.ts) use it in the web app's first chunk, without the schemas.
 */
export const usableCards = <C extends Pick<Card, "is_card_expired">>(
  cards: ReadonlyArray<C>,
): ReadonlyArray<C> => cards.filter((card) => !card.is_card_expired);
