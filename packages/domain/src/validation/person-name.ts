import type { FieldLabel } from "./field-labels";
import { checkMaxLength, checkRequired, cleanText, formatInvalidMessage, MaxLengths } from "./generic";
import type { Message } from "./messages";

/** Control characters (C0, DEL, C1): a name with one would break the header, a document or a log line. */
const CONTROL = /\p{Cc}/u;

/**
 * A first or last name (AUTH-05, PRO-01): required, at most MaxLengths.name characters once trimmed (two long names
 * wrapped the header), and no control characters ("First name format is invalid"). The first problem, if any.
 */
export const personNameProblem = (text: string | null | undefined, field: FieldLabel): Message | undefined =>
  checkRequired(text, field) ??
  checkMaxLength(text, MaxLengths.name, field) ??
  (CONTROL.test(cleanText(text) ?? "") ? formatInvalidMessage(field) : undefined);
