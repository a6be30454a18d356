import type { FieldLabel } from "./field-labels";
import { message, type Message } from "./messages";

/** The generic messages of spec 01 §5: "Please, enter ...", "can't be longer than N characters", "format is invalid". */
export const GenericKeys = {
  required: "validation.required",
  tooLong: "validation.too_long",
  formatInvalid: "validation.format_invalid",
} as const;

/** Characters as a person counts them: code points, so an emoji or a macron vowel is one. */
export const characterCount = (text: string): number => Array.from(text).length;

/** Trimmed text, or undefined when nothing but white space was typed. */
export const cleanText = (text: string | null | undefined): string | undefined => {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? undefined : trimmed;
};

/** Whether some text other than white space was given: the one "required text" test of every context. */
export const hasText = (text: string | null | undefined): text is string => cleanText(text) !== undefined;

export const requiredMessage = (field: FieldLabel): Message => message(GenericKeys.required, { field });
export const tooLongMessage = (field: FieldLabel, max: number): Message =>
  message(GenericKeys.tooLong, { field, max });
export const formatInvalidMessage = (field: FieldLabel): Message =>
  message(GenericKeys.formatInvalid, { field });

/** "Please, enter {{field}}" when the text is blank. */
export const checkRequired = (text: string | null | undefined, field: FieldLabel): Message | undefined =>
  cleanText(text) === undefined ? requiredMessage(field) : undefined;

/** "{{field}} can't be longer than {{max}} characters", counted on the trimmed text. */
export const checkMaxLength = (
  text: string | null | undefined,
  max: number,
  field: FieldLabel,
): Message | undefined => {
  const cleaned = cleanText(text);
  return cleaned !== undefined && characterCount(cleaned) > max ? tooLongMessage(field, max) : undefined;
};

/** "{{field}} format is invalid" when the text is present and does not match. Blank text passes: see checkRequired. */
export const checkFormat = (
  text: string | null | undefined,
  valid: (cleaned: string) => boolean,
  field: FieldLabel,
): Message | undefined => {
  const cleaned = cleanText(text);
  return cleaned !== undefined && !valid(cleaned) ? formatInvalidMessage(field) : undefined;
};

/**
 * Length limits where the spec names none. They follow what the operator's records and common practice allow:
 * names 50, e-mail 254 (the SMTP path limit), address parts 100, cities and suburbs 60.
 */
export const MaxLengths = {
  name: 50,
  email: 254,
  addressPart: 100,
  locality: 60,
  portingField: 100,
} as const;
