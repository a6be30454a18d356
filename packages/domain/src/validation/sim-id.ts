import { FieldLabels } from "./field-labels";
import { checkRequired, formatInvalidMessage } from "./generic";
import { validated, type Validated } from "./messages";

/**
 * A SIM ID is the ICCID printed on the SIM card: it starts with 89 (the telecom industry prefix of ITU-T E.118) and
 * has 19 or 20 digits with its check digit, 18 without. Spaces and dashes copied from the card are dropped. The check
 * digit is not verified: cards printed without it must still be accepted, and the server refuses a mistyped ID.
 */
export const SIM_ID_PATTERN = /^89\d{16,18}$/;

export const parseSimId = (input: string): string | undefined => {
  const compact = input.replace(/[\s-]/g, "");
  return SIM_ID_PATTERN.test(compact) ? compact : undefined;
};

export const isSimId = (input: string): boolean => parseSimId(input) !== undefined;

export const validateSimId = (input: string | undefined): Validated<string, "simId"> => {
  const parsed = parseSimId(input ?? "");
  return validated(
    [
      [
        "simId",
        checkRequired(input, FieldLabels.simId) ??
          (parsed === undefined ? formatInvalidMessage(FieldLabels.simId) : undefined),
      ],
    ],
    () => parsed ?? "",
  );
};
