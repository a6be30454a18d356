import * as Either from "effect/Either";
import { GenericKeys, message, type Message } from "../validation";
import { ChecksMessages } from "./messages";

/** A customer account UUID as the operator issues them: 8-4-4-4-12 hexadecimal digits, any case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isAccountUuid = (text: string): boolean => UUID.test(text);

/**
 * A customer account UUID typed by a person or a script: trimmed and lower-cased when it is well formed;
 * 'Please, enter account UUID' when blank, 'account UUID format is invalid' otherwise (the generic messages of
 * spec 01 §5 with this field's label).
 */
export const validateAccountUuid = (text: string | undefined): Either.Either<string, Message> => {
  const trimmed = (text ?? "").trim();
  const field = ChecksMessages.fieldAccountUuid;
  if (trimmed === "") return Either.left(message(GenericKeys.required, { field }));
  return isAccountUuid(trimmed)
    ? Either.right(trimmed.toLowerCase())
    : Either.left(message(GenericKeys.formatInvalid, { field }));
};
