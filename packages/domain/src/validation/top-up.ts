import * as Either from "effect/Either";
import { dollarsToCents, type Cents } from "../money";
import { FieldLabels } from "./field-labels";
import { formatInvalidMessage, requiredMessage } from "./generic";
import { message, type FieldErrors, type Validated } from "./messages";

/** A top-up must be larger than $0.99 NZD: at least $1.00 (spec 02 §5). */
export const MIN_TOP_UP_CENTS = 100;
/**
 * The spec names no ceiling for a one-off top-up. The auto top-up allows up to $999, and a real operator caps a
 * single prepaid charge to limit card fraud, so the same $999.00 applies.
 */
export const MAX_TOP_UP_CENTS = 99_900;

export const TopUpKeys = {
  /** "Top-up amount must be larger than $0.99 NZD" */
  tooSmall: "validation.top_up_amount_too_small",
  /** "Top-up amount can't be more than ${{max}}" */
  tooLarge: "validation.top_up_amount_too_large",
} as const;

const fail = (m: ReturnType<typeof message>): Validated<Cents, "amount"> =>
  Either.left<FieldErrors<"amount">>({ amount: [m] });

/** A one-off top-up amount in cents: larger than $0.99 and at most $999.00. */
export const validateTopUpCents = (cents: Cents): Validated<Cents, "amount"> => {
  if (!Number.isSafeInteger(cents)) return fail(formatInvalidMessage(FieldLabels.amount));
  if (cents < MIN_TOP_UP_CENTS) return fail(message(TopUpKeys.tooSmall));
  if (cents > MAX_TOP_UP_CENTS) return fail(message(TopUpKeys.tooLarge, { max: "999.00" }));
  return Either.right(cents);
};

/** A one-off top-up typed in dollars ("20", "$20.50"), read through ../money, then checked in cents. */
export const validateTopUpAmount = (dollars: string | number | undefined): Validated<Cents, "amount"> => {
  if (dollars === undefined) return fail(requiredMessage(FieldLabels.amount));
  const cents = dollarsToCents(dollars);
  if (Either.isLeft(cents))
    return fail(
      cents.left === "money.required"
        ? requiredMessage(FieldLabels.amount)
        : cents.left === "money.too_large"
          ? message(TopUpKeys.tooLarge, { max: "999.00" })
          : formatInvalidMessage(FieldLabels.amount),
    );
  return validateTopUpCents(cents.right);
};
