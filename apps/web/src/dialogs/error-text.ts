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

const textField = (error: unknown, field: string): string | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const value: unknown = Reflect.get(error, field);
  return typeof value === "string" ? value : undefined;
};

/** The message key a domain error carries (`messageKey`, or `key` for payments), when it carries one. */
export const errorKeyOf = (error: unknown): string | undefined =>
  textField(error, "messageKey") ?? textField(error, "key");

const paramsOf = (error: unknown): Readonly<Record<string, string>> | undefined => {
  const value: unknown = typeof error === "object" && error !== null ? Reflect.get(error, "params") : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => (typeof item === "string" ? [[key, item]] : [])),
  );
};

/**
 * The text of an error (APP-09), for the error dialog or a message beside a form. API errors use the domain's key
 * (errors.network, errors.server_message with the server's text, already extracted in the order of spec 01 §8); a
 * domain error carrying a message key (`messageKey`, or `key` for payments) shows that text with its parameters;
 * anything else shows its own message, else "unknown error" (extractErrorText).
 */
export const errorText = (error: unknown): DialogText => {
  if (isApiError(error))
    return { key: i18nKey(apiErrorMessageKey(error)), params: { message: error.message } };
  const key = errorKeyOf(error);
  if (key !== undefined && key.includes(".")) {
    const params = paramsOf(error);
    return params === undefined ? { key: i18nKey(key) } : { key: i18nKey(key), params };
  }
  return { key: "errors:server_message", params: { message: extractErrorText(undefined, messageOf(error)) } };
};
