/** Texts of spec 01 §8 for the session and transport. */
export const SessionMessages = {
  unknownError: "unknown error",
  noResponseData: "no response data",
  noAuthToken: "No auth token",
} as const;

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Error text in the order of spec 01 §8: response data err_message, then message, then error.message,
 * then the error's own message, else "unknown error".
 */
export const extractErrorText = (responseData: unknown, ownMessage?: string): string =>
  text(field(responseData, "err_message")) ??
  text(field(responseData, "message")) ??
  text(field(field(responseData, "error"), "message")) ??
  text(ownMessage) ??
  SessionMessages.unknownError;

/** The operator's error number, when the body carries one (err_number, error_number or ErrorNumber). */
export const extractErrorNumber = (responseData: unknown): number | undefined => {
  for (const key of ["err_number", "error_number", "ErrorNumber", "errno"]) {
    const value = field(responseData, key);
    if (typeof value === "number" && Number.isInteger(value)) return value;
    if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  }
  return undefined;
};
