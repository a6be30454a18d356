import { apiErrorMessageKey, type ApiError } from "@waea/domain/ports";
import { extractErrorText } from "@waea/domain/session";
import { i18nKey } from "../i18n/message";
import type { DialogText } from "./dialog-store";

const API_ERROR_TAGS: ReadonlySet<string> = new Set([
  "ApiFailure",
  "Unauthorized",
  "Forbidden",
  "NetworkError",
  "DecodeError",
]);

const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string"
    ? error._tag
    : undefined;

export const isApiError = (error: unknown): error is ApiError => API_ERROR_TAGS.has(tagOf(error) ?? "");

const messageOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;

/**
 * The text of an error dialog (APP-09). API errors use the domain's key (errors.network, errors.server_message with
 * the server's text, already extracted in the order of spec 01 §8); a domain error carrying a message key shows that
 * text; anything else shows its own message, else "unknown error" (extractErrorText).
 */
export const errorText = (error: unknown): DialogText => {
  if (isApiError(error))
    return { key: i18nKey(apiErrorMessageKey(error)), params: { message: error.message } };
  if (
    typeof error === "object" &&
    error !== null &&
    "messageKey" in error &&
    typeof error.messageKey === "string"
  )
    return { key: i18nKey(error.messageKey) };
  return { key: "errors:server_message", params: { message: extractErrorText(undefined, messageOf(error)) } };
};
