import * as Either from "effect/Either";
import type { Cents } from "../money";
import { checkSimCount, type SimCountError } from "./group-kind";

/** Companion pricing (spec 03 §1, §9): $45 per person per month under 3 members, $35 at 3 or more. */
export const COMPANION_PRICE_UNDER_THREE: Cents = 4500;
export const COMPANION_PRICE_THREE_OR_MORE: Cents = 3500;
export const COMPANION_DISCOUNT_FROM = 3;
export const COMPANION_MAX_PEOPLE = 6;

export const companionPricePerPerson = (people: number): Cents =>
  people < COMPANION_DISCOUNT_FROM ? COMPANION_PRICE_UNDER_THREE : COMPANION_PRICE_THREE_OR_MORE;

export interface CompanionPrice {
  readonly people: number;
  readonly perPersonCents: Cents;
  readonly monthlyCents: Cents;
}

/** The monthly price of a companion group of `people` (2 to 6). */
export const companionPrice = (people: number): Either.Either<CompanionPrice, SimCountError> =>
  Either.map(checkSimCount("companion", people), (n) => ({
    people: n,
    perPersonCents: companionPricePerPerson(n),
    monthlyCents: n * companionPricePerPerson(n),
  }));
