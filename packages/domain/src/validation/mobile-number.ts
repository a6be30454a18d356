import { FieldLabels } from "./field-labels";
import { checkRequired, formatInvalidMessage } from "./generic";
import { validated, type Validated } from "./messages";

/** A New Zealand mobile number in the two forms the portal uses. */
export interface NzMobileNumber {
  /** International form without a plus, as the operator stores an MSISDN: "64211234567". */
  readonly msisdn: string;
  /** National form, as a customer writes it: "0211234567". */
  readonly national: string;
}

/** Spaces, dashes, dots and brackets people type between groups of digits. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * NZ mobile numbers start with 02 (020, 021, 022, 027, 028, 029, ...) followed by 7 to 9 more digits, so a national
 * number has 9 to 11 digits. Accepted spellings: 021..., +6421..., 006421..., 6421... and +64 (0)21....
 */
const NZ_MOBILE = /^(?:0|(?:\+|00)?640?)(2\d{7,9})$/;

export const parseNzMobileNumber = (input: string): NzMobileNumber | undefined => {
  const compact = input.replace(SEPARATORS, "");
  const match = NZ_MOBILE.exec(compact);
  const subscriber = match?.[1];
  return subscriber === undefined ? undefined : { msisdn: `64${subscriber}`, national: `0${subscriber}` };
};

export const isNzMobileNumber = (input: string): boolean => parseNzMobileNumber(input) !== undefined;

/** Required and a NZ mobile number; the cleaned value carries both forms. */
export const validateMobileNumber = (
  input: string | undefined,
): Validated<NzMobileNumber, "mobileNumber"> => {
  const parsed = parseNzMobileNumber(input ?? "");
  return validated(
    [
      [
        "mobileNumber",
        checkRequired(input, FieldLabels.mobileNumber) ??
          (parsed === undefined ? formatInvalidMessage(FieldLabels.mobileNumber) : undefined),
      ],
    ],
    () => parsed ?? { msisdn: "", national: "" },
  );
};

/**
 * A mobile number as people read it: a NZ mobile number in any spelling the rule accepts (the operator's MSISDN
 * "64215449131" too) in its national form, in groups of three, three and the rest ("021 544 9131"); anything else
 * (another country's number, a landline) as it came.
 */
export const mobileNumberText = (input: string): string => {
  const national = parseNzMobileNumber(input)?.national;
  return national === undefined
    ? input
    : `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
};
