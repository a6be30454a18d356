import { FieldLabels, type FieldLabel } from "./field-labels";
import { checkFormat, checkMaxLength, checkRequired, cleanText, MaxLengths } from "./generic";
import { validated, type Message, type Validated } from "./messages";

/**
 * The e-mail format browsers use for `<input type="email">` (WHATWG), plus a dot in the domain: an operator sends
 * real mail, so an intranet address like `name@host` is refused.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isEmailFormat = (email: string): boolean =>
  EMAIL.test(email) && email.length <= MaxLengths.email;

/** Required, at most 254 characters, valid format; the first failing check only. */
export const emailProblem = (email: string | undefined, field: FieldLabel): Message | undefined =>
  checkRequired(email, field) ??
  checkMaxLength(email, MaxLengths.email, field) ??
  checkFormat(email, isEmailFormat, field);

/** Two e-mails are the same address when they match ignoring case and surrounding spaces. */
export const sameEmail = (a: string | undefined, b: string | undefined): boolean =>
  (cleanText(a) ?? "").toLowerCase() === (cleanText(b) ?? "").toLowerCase();

/** An e-mail address, trimmed. Case is kept: the operator's records keep what the customer typed. */
export const validateEmail = (email: string | undefined): Validated<string, "email"> =>
  validated([["email", emailProblem(email, FieldLabels.email)]], () => cleanText(email) ?? "");
