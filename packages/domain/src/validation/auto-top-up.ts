import * as Either from "effect/Either";
import { dollarsToCents, type Cents } from "../money";
import { FieldLabels } from "./field-labels";
import { checkRequired, formatInvalidMessage } from "./generic";
import { message, validated, type Check, type Message, type Validated } from "./messages";

/** Auto top-up limits of spec 02 §5 (PAY-03). */
export const AUTO_TOP_UP_MIN_DAYS = 1;
export const AUTO_TOP_UP_MAX_DAYS = 99;
export const AUTO_TOP_UP_MIN_CENTS = 100;
export const AUTO_TOP_UP_MAX_CENTS = 99_900;

/**
 * The auto top-up type; EVERY_DAY (charge every `days` days) is the default and the only one the spec names. Other
 * types the server may know are kept as they are.
 */
export const DEFAULT_AUTO_TOP_UP_TYPE = "EVERY_DAY";

export const AutoTopUpKeys = {
  /** "Days must be from {{min}} to {{max}}" */
  daysOutOfRange: "validation.auto_top_up_days_out_of_range",
  /** "Amount must be from ${{min}} to ${{max}}" */
  amountOutOfRange: "validation.auto_top_up_amount_out_of_range",
  /** "Minimum charge is $1.00" */
  minimumCharge: "validation.minimum_charge",
} as const;

export interface AutoTopUpInput {
  readonly days: string | number | undefined;
  /** Dollars, as typed. */
  readonly amount: string | number | undefined;
  readonly type?: string | undefined;
}

export interface AutoTopUp {
  readonly type: string;
  readonly days: number;
  /** The amount in cents. */
  readonly amount: Cents;
}

const text = (value: string | number | undefined): string =>
  value === undefined ? "" : typeof value === "number" ? String(value) : value.trim();

const daysProblem = (value: string): Message | undefined => {
  if (!/^\d+$/.test(value)) return formatInvalidMessage(FieldLabels.days);
  const days = Number(value);
  return days < AUTO_TOP_UP_MIN_DAYS || days > AUTO_TOP_UP_MAX_DAYS
    ? message(AutoTopUpKeys.daysOutOfRange, { min: AUTO_TOP_UP_MIN_DAYS, max: AUTO_TOP_UP_MAX_DAYS })
    : undefined;
};

const amountProblem = (value: string): Message | undefined => {
  const cents = dollarsToCents(value);
  if (Either.isLeft(cents))
    return cents.left === "money.too_large"
      ? message(AutoTopUpKeys.amountOutOfRange, { min: "1.00", max: "999.00" })
      : formatInvalidMessage(FieldLabels.amount);
  if (cents.right < AUTO_TOP_UP_MIN_CENTS) return message(AutoTopUpKeys.minimumCharge);
  return cents.right > AUTO_TOP_UP_MAX_CENTS
    ? message(AutoTopUpKeys.amountOutOfRange, { min: "1.00", max: "999.00" })
    : undefined;
};

/** Days 1 to 99 (whole days), amount $1.00 to $999.00 (minimum charge $1.00), type EVERY_DAY unless given. */
export const validateAutoTopUp = (input: AutoTopUpInput): Validated<AutoTopUp, "days" | "amount"> => {
  const days = text(input.days);
  const amount = text(input.amount);
  const checks: Check<"days" | "amount">[] = [
    ["days", checkRequired(days, FieldLabels.days) ?? daysProblem(days)],
    ["amount", checkRequired(amount, FieldLabels.amount) ?? amountProblem(amount)],
  ];
  return validated(checks, () => ({
    type: input.type === undefined || input.type.trim() === "" ? DEFAULT_AUTO_TOP_UP_TYPE : input.type.trim(),
    days: Number(days),
    amount: Either.getOrElse(dollarsToCents(amount), () => 0),
  }));
};
