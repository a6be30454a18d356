import { ApiFailure, Forbidden, type ApiError } from "@waea/domain/ports";
import { extractErrorNumber, extractErrorText } from "@waea/domain/session";
import { parseJsonBody } from "./decode";
import type { WireResponse } from "./transport";

export interface ErrorDetails {
  readonly message: string;
  readonly errorNumber: number | undefined;
}

/** The text and number of an error reply, in the extraction order of spec 01 §8. */
export const errorDetails = (response: WireResponse): ErrorDetails => {
  const data = parseJsonBody(response.bytes);
  const own = `${response.status}${response.statusText === "" ? "" : ` ${response.statusText}`}`;
  return { message: extractErrorText(data, own), errorNumber: extractErrorNumber(data) };
};

/** A failed call other than a session-ending 401: 403 is passed on as Forbidden, the rest as ApiFailure. */
export const failureOf = (call: string, status: number, details: ErrorDetails): ApiError => {
  if (status === 403) return new Forbidden({ call, message: details.message });
  return new ApiFailure(
    details.errorNumber === undefined
      ? { call, status, message: details.message }
      : { call, status, message: details.message, errorNumber: details.errorNumber },
  );
};
