import * as Schema from "effect/Schema";
import { Cents } from "@waea/domain/money";
import { QueryInt } from "./wire";

/**
 * Checks of the shape of a call's input (required text, ranges, formats) that the contract declares, so the client
 * refuses a bad input before sending it and the fake API answers it with 400 from the same schema. A message is a
 * domain message key where the spec words the refusal (the fake API writes it out in English), else plain text.
 */
const says = (message: string) => ({ message: () => message });

/** The largest page the operator serves of a paged list (decided; the portal asks for 10 or 14). */
export const MAX_PAGE_SIZE = 100;

/** A count or rank that starts at 1. */
export const AtLeastOne = Schema.Int.pipe(Schema.greaterThanOrEqualTo(1, says("must be 1 or more")));

/** A page number in a query string: 1 or more. */
export const QueryPageNumber = QueryInt.pipe(Schema.greaterThanOrEqualTo(1, says("must be 1 or more")));

/** A page size in a query string: 1 to `max`. */
export const queryPageSize = (max: number = MAX_PAGE_SIZE) =>
  QueryInt.pipe(Schema.between(1, max, says(`must be between 1 and ${max}`)));

/** Text that is not blank (spaces alone are blank), refused with `message`. */
export const nonBlank = (message: string) =>
  Schema.String.pipe(Schema.filter((text) => text.trim() !== "", says(message)));

/** The messages of an amount: none given, below the least, above the most. */
export interface AmountMessages {
  readonly required: string;
  readonly tooSmall: string;
  readonly tooLarge: string;
}

/** An amount in cents from `min` to `max`: an integer above zero first (else `required`), then the range. */
export const centsBetween = (min: number, max: number, messages: AmountMessages) =>
  Cents.pipe(
    Schema.positive(says(messages.required)),
    Schema.greaterThanOrEqualTo(min, says(messages.tooSmall)),
    Schema.lessThanOrEqualTo(max, says(messages.tooLarge)),
  );

/** The same amount written in a path or query string ("2000"). */
export const queryCentsBetween = (min: number, max: number, messages: AmountMessages) =>
  QueryInt.pipe(
    Schema.positive(says(messages.required)),
    Schema.greaterThanOrEqualTo(min, says(messages.tooSmall)),
    Schema.lessThanOrEqualTo(max, says(messages.tooLarge)),
  );
