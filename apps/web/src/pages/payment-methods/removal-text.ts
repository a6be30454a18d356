import { defaultAfterRemoval, type Card } from "@waea/domain/payments";
import type { TFunction } from "i18next";
import { cardName } from "./card-name";

/**
 * What the remove dialog says (PAY-01): that the card goes; for the default card, which card takes its place as the
 * domain decides it, saying so when expired cards are passed over (or when only expired cards remain).
 */
export const removalText = (t: TFunction, cards: ReadonlyArray<Card>, card: Card): string => {
  const name = cardName(t, card);
  const succession = defaultAfterRemoval(cards, card.cardId);
  if (succession === undefined) return t("payments:methods_remove_text", { card: name });
  if (succession.next === undefined) return t("payments:methods_remove_default_none_text", { card: name });
  if (succession.skipped.length === 0) return t("payments:methods_remove_default_text", { card: name });
  return t("payments:methods_remove_default_skip_text", { card: name, next: cardName(t, succession.next) });
};
