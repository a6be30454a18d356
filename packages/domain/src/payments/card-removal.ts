import * as Either from "effect/Either";
import { deriveCards, liveMethods } from "./cards";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";
import { DEFAULT_RANK, type PaymentMethod } from "./payment-method";

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
  const expired = new Set(cards.filter((card) => card.is_card_expired).map((card) => card.cardId));
  const first = rest.find((method) => !expired.has(method.UUID));
  const newDefault =
    targetCard.is_default && first !== undefined ? { ...first, Rank: DEFAULT_RANK } : undefined;
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
