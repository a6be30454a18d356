import * as Either from "effect/Either";
import { nzLocalTime } from "../calendar";
import { CardMessages } from "./card-messages";
import type { PaymentsMessageKey } from "./messages";
import { DEFAULT_RANK, isDeleted, type Card, type PaymentMethod } from "./payment-method";

/** Two-digit years ("27") are read as 2000 + year. */
const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** Months from year 0 of NZ "now", to compare with a card's expiry month. */
const nzMonthIndex = (nowMillis: number): number => {
  const t = nzLocalTime(nowMillis);
  return t.year * 12 + (t.month - 1);
};

const expiryMonthIndex = (month: number | undefined, year: number | undefined): number | undefined =>
  month === undefined || year === undefined || month < 1 || month > 12
    ? undefined
    : fullYear(year) * 12 + (month - 1);

/**
 * A card is valid through the last day of its expiry month, NZ time; expired from the month after. A card
 * without a readable expiry is not treated as expired (the card provider will refuse it if it is).
 */
export const isCardExpired = (
  month: number | undefined,
  year: number | undefined,
  nowMillis: number,
): boolean => {
  const expiry = expiryMonthIndex(month, year);
  return expiry !== undefined && nzMonthIndex(nowMillis) > expiry;
};

/**
 * "Cards about to expire are refused for authorization" (spec 02 §5, 01 §8). Decided: a card expiring in the
 * current NZ calendar month is about to expire. An authorization is a hold that is captured later (add-ons on
 * postpay are charged up to 15 days after purchase), so a card in its last month may lapse before the capture.
 */
export const isCardAboutToExpire = (
  month: number | undefined,
  year: number | undefined,
  nowMillis: number,
): boolean => expiryMonthIndex(month, year) === nzMonthIndex(nowMillis);

/** Whether a card may be used to authorize a payment: not expired and not about to expire. */
export const canAuthorizeCard = (card: Card, nowMillis: number): Either.Either<Card, PaymentsMessageKey> => {
  if (card.is_card_expired || isCardExpired(card.exp_month, card.exp_year, nowMillis))
    return Either.left(CardMessages.cardExpired);
  if (isCardAboutToExpire(card.exp_month, card.exp_year, nowMillis))
    return Either.left(CardMessages.cardAboutToExpire);
  return Either.right(card);
};

/** Live payment methods (deleted ones ignored) ordered by rank, so the default (Rank 1) comes first. */
export const liveMethods = (methods: ReadonlyArray<PaymentMethod>): ReadonlyArray<PaymentMethod> =>
  methods.filter((method) => !isDeleted(method)).sort((a, b) => a.Rank - b.Rank);

export const toCard = (method: PaymentMethod, isDefault: boolean, nowMillis: number): Card => ({
  is_default: isDefault,
  cardId: method.UUID,
  brand: method.CardType ?? "",
  last4: method.CardLast4 ?? "",
  exp_month: method.CardExpiryMonth,
  exp_year: method.CardExpiryYear === undefined ? undefined : fullYear(method.CardExpiryYear),
  is_card_expired: isCardExpired(method.CardExpiryMonth, method.CardExpiryYear, nowMillis),
  token: method.Token ?? "",
});

/**
 * PAY-01: the cards the portal lists. Deleted methods are ignored, the default (Rank 1) is first. Should the
 * operator ever send two methods of Rank 1, only the first counts as default.
 */
export const deriveCards = (
  methods: ReadonlyArray<PaymentMethod>,
  nowMillis: number,
): ReadonlyArray<Card> => {
  const live = liveMethods(methods);
  const first = live[0];
  const defaultId = first !== undefined && first.Rank === DEFAULT_RANK ? first.UUID : undefined;
  return live.map((method, index) => toCard(method, index === 0 && method.UUID === defaultId, nowMillis));
};

export { usableCards } from "./usable-cards";

export const defaultCard = (cards: ReadonlyArray<Card>): Card | undefined =>
  cards.find((card) => card.is_default);

/**
 * Ranks after moving a live card to a position (PUT payment-methods Rank; 1 is the default): the other live cards
 * keep their order around it and every live card is ranked 1..n; deleted ones are left as they are. A position
 * past the end is the last one.
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

/** Ranks after choosing a new default: the chosen method gets Rank 1, the others follow in their old order. */
export const ranksAfterSetDefault = (
  methods: ReadonlyArray<PaymentMethod>,
  cardId: string,
): ReadonlyArray<PaymentMethod> => ranksAfterMove(methods, cardId, DEFAULT_RANK);
