import { translate } from "@waea/adapters/i18n";
import type { FieldErrors, Message } from "@waea/domain/validation";

/** A domain message in English, its `field` param (a field label key) translated first. */
export const messageText = (message: Message): string => {
  const params = message.params ?? {};
  const field = params.field;
  return translate("en", message.key, {
    ...params,
    ...(typeof field === "string" ? { field: translate("en", field) } : {}),
  });
};

/** The first message of a validator's field errors, in English. */
export const firstErrorText = <F extends string>(errors: FieldErrors<F>, fallback: string): string => {
  const first = Object.values<ReadonlyArray<Message> | undefined>(errors).find(
    (list) => list !== undefined && list.length > 0,
  )?.[0];
  return first === undefined ? fallback : messageText(first);
};
