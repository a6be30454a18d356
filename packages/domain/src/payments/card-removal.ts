import * as Either from "effect/Either";
import { deriveCards, liveMethods } from "./cards";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";
import { DEFAULT_RANK, type Card, type PaymentMethod } from "./payment-method";

export interface CardRemovalFacts {
  /** A parent billing route pays for this account, so a card is not its only billing method. */
  readonly hasParentBillingRoute: boolean;
  readonly nowMillis: number;
}

export interface CardRemoval {
  readonly removed: PaymentMethod;
  /** Expired cards go through DELETE invalid-payment-methods, valid ones through DELETE payment-methods. */
  readonly endpoint: "payment-methods" | "invalid-payment-methods";
  /** The card that becomes default (PUT Rank 1) when the default card is removed and others remain. */
  readonly newDefault: PaymentMethod | undefined;
  /** The live methods after the removal, with the new default's Rank set to 1. */
  readonly remaining: ReadonlyArray<PaymentMethod>;
}

/** What removing the default card does to the default (PAY-01): the card that takes its place, if any. */
export interface DefaultSuccession {
  /** The first remaining card by rank that has not expired; undefined when only expired cards remain. */
  readonly next: Card | undefined;
  /** The expired cards ranked ahead of `next` (every remaining card when there is no next): passed over. */
  readonly skipped: ReadonlyArray<Card>;
}

/**
 * The default card after removing `cardId` from the listed cards (rank order, default first): undefined when that
 * card is not the default (the default stays), else the first remaining card that has not expired, an expired
 * card never being the default (it cannot pay: spec 02 §5). The page says it before the customer confirms.
 */
export const defaultAfterRemoval = (
  cards: ReadonlyArray<Card>,
  cardId: string,
): DefaultSuccession | undefined => {
  if (cards.find((card) => card.cardId === cardId)?.is_default !== true) return undefined;
  const rest = cards.filter((card) => card.cardId !== cardId);
  const at = rest.findIndex((card) => !card.is_card_expired);
  return at < 0 ? { next: undefined, skipped: rest } : { next: rest[at], skipped: rest.slice(0, at) };
};

/**
 * PAY-01 card removal (spec 02 §4, §8):
 * - the only card cannot be removed ("You can't remove your only card");
 * - the only valid billing method cannot be removed: without a parent billing route, the last card that is not
 *   expired must stay (expired cards cannot pay);
 * - removing the default card makes the first remaining card (by rank) the default, never an expired one (it
 *   cannot pay: spec 02 §5, cards about to expire are refused); with only expired cards left, none is the default.
 */
export const removeCardRule = (
  methods: ReadonlyArray<PaymentMethod>,
  cardId: string,
  facts: CardRemovalFacts,
): Either.Either<CardRemoval, PaymentsMessageKey> => {
  const live = liveMethods(methods);
  const cards = deriveCards(live, facts.nowMillis);
  const target = live.find((method) => method.UUID === cardId);
  const targetCard = cards.find((card) => card.cardId === cardId);
  if (target === undefined || targetCard === undefined) return Either.left(PaymentsMessages.cardIsNotFound);
  if (live.length === 1) return Either.left(PaymentsMessages.cannotRemoveOnlyCard);
  const otherValid = cards.some((card) => card.cardId !== cardId && !card.is_card_expired);
  if (!facts.hasParentBillingRoute && !targetCard.is_card_expired && !otherValid)
    return Either.left(PaymentsMessages.cannotRemoveOnlyValidMethod);

  const rest = live.filter((method) => method.UUID !== cardId);
  const nextId = defaultAfterRemoval(cards, cardId)?.next?.cardId;
  const first = rest.find((method) => method.UUID === nextId);
  const newDefault = first === undefined ? undefined : { ...first, Rank: DEFAULT_RANK };
  return Either.right({
    removed: target,
    endpoint: targetCard.is_card_expired ? "invalid-payment-methods" : "payment-methods",
    newDefault,
    remaining:
      newDefault === undefined
        ? rest
        : [newDefault, ...rest.filter((method) => method.UUID !== newDefault.UUID)],
  });
};
