import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { Card } from "../../payments";
import { authorizeOnboardingCard, type CardAuthorization } from "../card-authorization";

/**
 * ONB-08: authorising the chosen card on the card authorization screen, at the time Effect's Clock tells (an
 * expired card fails, one in its last month is about to expire; authorizeOnboardingCard decides).
 */
export const authorizeCard = (card: Card): Effect.Effect<CardAuthorization> =>
  Effect.map(Clock.currentTimeMillis, (now) => authorizeOnboardingCard(card, now));
