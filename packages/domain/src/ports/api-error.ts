import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";

// Schema.TaggedError: these cross the CLI's --json output (and may cross HTTP), so each is a schema a shell can
// encode; `_tag` and fields are what they were as Data.TaggedError, and each shell translates them in one place.

/**
 * What can go wrong on any operator API call, as the domain sees it. Adapters turn HTTP outcomes into these;
 * use cases and shells decide what to show. `message` is already extracted in the order of spec 01 §8.
 */
export class ApiFailure extends Schema.TaggedError<ApiFailure>()("ApiFailure", {
  call: Schema.String,
  status: Schema.Number,
  message: Schema.String,
  errorNumber: Schema.optionalWith(Schema.Number, { exact: true }),
}) {}

/**
 * A failed call as the in-memory API implementations answer it: `Effect.fail` of an ApiFailure. The error number is
 * set only when given (exactOptionalPropertyTypes).
 */
export const apiFailure = (
  call: string,
  status: number,
  message: string,
  errorNumber?: number,
): Effect.Effect<never, ApiFailure> =>
  Effect.fail(
    new ApiFailure(
      errorNumber === undefined ? { call, status, message } : { call, status, message, errorNumber },
    ),
  );

/** 401 other than error number 1002: the session is over and the user is logged out. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", {
  call: Schema.String,
  message: Schema.String,
}) {}

/** 403: passed on to the caller, the session stays. */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", {
  call: Schema.String,
  message: Schema.String,
}) {}

/**
 * 429: too many failed password or code checks for this login or from this address; the operator takes no more
 * until `retryAfterSeconds` have passed (its Retry-After). The session, if any, stays.
 */
export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()("TooManyAttempts", {
  call: Schema.String,
  message: Schema.String,
  retryAfterSeconds: Schema.Number,
}) {}

/** Whole minutes to tell a person to wait (at least 1) for a Retry-After in seconds. */
export const retryAfterMinutes = (retryAfterSeconds: number): number =>
  Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** The server could not be reached or did not answer in time. */
export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  call: Schema.String,
  message: Schema.String,
}) {}

/**
 * The reply did not match the contract: names the call and the field, never crashes deeper in. `message` says what
 * was wrong and may quote the value the server sent, so a shell shows only the call and the field.
 */
export class DecodeError extends Schema.TaggedError<DecodeError>()("DecodeError", {
  call: Schema.String,
  field: Schema.String,
  message: Schema.String,
}) {}

/** Every outcome of an operator call that is not its reply, as one schema (a SIM call failure carries one). */
export const ApiError = Schema.Union(
  ApiFailure,
  Unauthorized,
  Forbidden,
  TooManyAttempts,
  NetworkError,
  DecodeError,
);
export type ApiError = typeof ApiError.Type;

/**
 * Message keys shared by every shell for these errors. TooManyAttempts' key is a plural one: give it
 * `{ count: retryAfterMinutes(error.retryAfterSeconds) }`.
 */
export const apiErrorMessageKey = (error: ApiError): string => {
  switch (error._tag) {
    case "NetworkError":
      return "errors.network";
    case "Unauthorized":
      return "errors.session_expired";
    case "Forbidden":
      return "errors.forbidden";
    case "TooManyAttempts":
      return "errors.too_many_attempts";
    case "DecodeError":
      return "errors.something_went_wrong";
    case "ApiFailure":
      return error.status >= 500 ? "errors.try_again_later" : "errors.server_message";
  }
};
