import { splitMessageKey } from "@waea/adapters/i18n";
import type { TFunction } from "i18next";
import type { DialogText } from "../dialogs/dialog-store";

/** A domain message: a key "<namespace>.<key>" with interpolation values (validation, routing, errors, ...). */
export interface DomainMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** "validation.password_too_short" -> "validation:password_too_short"; a key of no namespace is left as it is. */
export const i18nKey = (domainKey: string): string => {
  const split = splitMessageKey(domainKey);
  return split === undefined ? domainKey : `${split.namespace}:${split.key}`;
};

/**
 * A domain message as i18next text. A `field` value is itself a message key (a field label, "Please, enter
 * {{field}}"), translated first.
 */
export const translateMessage = (t: TFunction, message: DomainMessage): string => {
  const params: Record<string, string | number> = { ...message.params };
  const field = params["field"];
  if (typeof field === "string") params["field"] = t(i18nKey(field));
  return t(i18nKey(message.key), params);
};

/** A domain message as the text of a dialog. */
export const dialogText = (message: DomainMessage): DialogText => ({
  key: i18nKey(message.key),
  ...(message.params === undefined ? {} : { params: message.params }),
});
