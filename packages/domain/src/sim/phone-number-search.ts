import * as Either from "effect/Either";

/** Number search returns 15 numbers a page by default (spec 02 §7); pages count from 1. */
export const MSISDN_SEARCH_PAGE_SIZE = 15;

export interface PhoneNumberPage {
  readonly page: number;
  readonly numbers: ReadonlyArray<string>;
  /** A full page may have a next one; a short page is the last. */
  readonly hasMore: boolean;
}

/** A search that found nothing shows 'No new phone numbers' (spec 02 §5). */
export const phoneNumberPage = (
  numbers: ReadonlyArray<string>,
  page: number,
  pageSize: number = MSISDN_SEARCH_PAGE_SIZE,
): Either.Either<PhoneNumberPage, "sim.no_new_phone_numbers"> => {
  const unique = [...new Set(numbers.map((n) => n.trim()).filter((n) => n !== ""))];
  return unique.length === 0
    ? Either.left("sim.no_new_phone_numbers")
    : Either.right({ page, numbers: unique, hasMore: numbers.length >= pageSize });
};

/** Changing the phone number needs a chosen number (spec 02 §5). */
export const validatePhoneNumberChoice = (
  chosen: string | undefined,
): Either.Either<string, "sim.phone_number_required"> => {
  const number = (chosen ?? "").trim();
  return number === "" ? Either.left("sim.phone_number_required") : Either.right(number);
};
