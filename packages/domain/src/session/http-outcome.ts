/** The error number with which a 401 does not log the user out (spec 01 §4). */
export const KEEP_SESSION_ERROR_NUMBER = 1002;

/**
 * What an HTTP error status means for the session: a 401 logs out unless the error number is 1002;
 * a 403 is passed on; anything else is an ordinary failure of the call.
 */
export type SessionOutcome = "logout" | "pass_on" | "fail";

export const sessionOutcome = (status: number, errorNumber?: number): SessionOutcome => {
  if (status === 401) return errorNumber === KEEP_SESSION_ERROR_NUMBER ? "pass_on" : "logout";
  if (status === 403) return "pass_on";
  return "fail";
};
