import { FieldLabels } from "./field-labels";
import { characterCount, requiredMessage } from "./generic";
import { message, validated, type Message, type Validated } from "./messages";

/** Password rule of spec 01 §5: at least 10 characters, upper and lower case letters, a number or a symbol. */
export const PASSWORD_MIN_LENGTH = 10;

export const PasswordKeys = {
  tooShort: "validation.password_too_short",
  needsUpper: "validation.password_needs_upper",
  needsLower: "validation.password_needs_lower",
  needsNumberOrSymbol: "validation.password_needs_number_or_symbol",
} as const;

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
/**
 * A number is any numeric character; a symbol is any character that is not a letter, a combining mark, a number or
 * white space. Spaces are allowed in a password but do not count as a symbol (they are easy to add by accident).
 * Letters are Unicode letters, so macron vowels (Ā, ā) count as upper and lower case letters.
 */
const NUMBER_OR_SYMBOL = /[\p{N}]|[^\p{L}\p{M}\p{N}\s]/u;

/** The rules a password breaks, as messages; empty when it meets all four. Passwords are never trimmed. */
export const passwordProblems = (password: string): ReadonlyArray<Message> => {
  const problems: Message[] = [];
  if (characterCount(password) < PASSWORD_MIN_LENGTH)
    problems.push(message(PasswordKeys.tooShort, { min: PASSWORD_MIN_LENGTH }));
  if (!UPPER.test(password)) problems.push(message(PasswordKeys.needsUpper));
  if (!LOWER.test(password)) problems.push(message(PasswordKeys.needsLower));
  if (!NUMBER_OR_SYMBOL.test(password)) problems.push(message(PasswordKeys.needsNumberOrSymbol));
  return problems;
};

export const isStrongPassword = (password: string): boolean => passwordProblems(password).length === 0;

/** A new password (sign-up, forgot password): the password itself, or its problems under `password`. */
export const validatePassword = (password: string | undefined): Validated<string, "password"> => {
  const value = password ?? "";
  if (value === "") return validated([["password", requiredMessage(FieldLabels.password)]], () => value);
  return validated(
    passwordProblems(value).map((problem) => ["password", problem] as const),
    () => value,
  );
};
