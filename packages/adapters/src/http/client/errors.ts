import { ApiFailure, Forbidden, TooManyAttempts, type ApiError } from "@waea/domain/ports";
import { extractErrorNumber, extractErrorText } from "@waea/domain/session";
import { parseJsonBody } from "./decode";
import type { WireResponse } from "./transport";

export interface ErrorDetails {
  readonly message: string;
  readonly errorNumber: number | undefined;
  /** A 429's Retry-After in seconds, when it gives a number of them. */
  readonly retryAfterSeconds?: number | undefined;
}

/** Retry-After as delay-seconds; an HTTP date or anything else is no number (the caller waits a minute). */
const retryAfterOf = (headers: Headers): number | undefined => {
  const value = headers.get("retry-after")?.trim() ?? "";
  return /^\d+$/.test(value) ? Number(value) : undefined;
};

/** The text and number of an error reply, in the extraction order of spec 01 §8. */
export const errorDetails = (response: WireResponse): ErrorDetails => {
  const data = parseJsonBody(response.bytes);
  const own = `${response.status}${response.statusText === "" ? "" : ` ${response.statusText}`}`;
  return {
    message: extractErrorText(data, own),
    errorNumber: extractErrorNumber(data),
    retryAfterSeconds: retryAfterOf(response.headers),
  };
};

/** Told to wait when a 429 says no more: a minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * A failed call other than a session-ending 401: 403 is passed on as Forbidden, 429 (too many failed password or
 * code checks) as TooManyAttempts with its Retry-After, the rest as ApiFailure.
 */
export const failureOf = (call: string, status: number, details: ErrorDetails): ApiError => {
  if (status === 403) return new Forbidden({ call, message: details.message });
  if (status === 429)
    return new TooManyAttempts({
      call,
      message: details.message,
      retryAfterSeconds: details.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
    });
  return new ApiFailure(
    details.errorNumber === undefined
      ? { call, status, message: details.message }
      : { call, status, message: details.message, errorNumber: details.errorNumber },
  );
};
