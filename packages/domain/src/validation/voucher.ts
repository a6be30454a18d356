import * as Either from "effect/Either";
import type { FieldErrors, Validated } from "./messages";
import { message } from "./messages";

/** Voucher codes are 13 digits (spec 02 §5, §9; PAY-05). */
export const VOUCHER_LENGTH = 13;

export const VoucherKeys = {
  /** "Please enter a valid voucher code" */
  invalid: "validation.voucher_invalid",
  /** "No Voucher Code" */
  missing: "validation.no_voucher_code",
} as const;

const VOUCHER = /^[0-9]{13}$/;

export const isVoucherCode = (code: string): boolean => VOUCHER.test(code);

/**
 * Exactly 13 ASCII digits. Nothing is cleaned: the code is typed into a numeric field of 13 characters, and a code
 * with spaces or letters is refused rather than guessed at. A missing or blank code is 'No Voucher Code'.
 */
export const validateVoucherCode = (code: string | undefined): Validated<string, "code"> => {
  if (code === undefined || code.trim() === "")
    return Either.left<FieldErrors<"code">>({ code: [message(VoucherKeys.missing)] });
  return isVoucherCode(code)
    ? Either.right(code)
    : Either.left<FieldErrors<"code">>({ code: [message(VoucherKeys.invalid, { length: VOUCHER_LENGTH })] });
};
