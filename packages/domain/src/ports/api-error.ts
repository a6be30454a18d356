import * as Data from "effect/Data";
import * as Effect from "effect/Effect";

/**
 * What can go wrong on any operator API call, as the domain sees it. Adapters turn HTTP outcomes into these;
 * use cases and shells decide what to show. `message` is already extracted in the order of spec 01 §8.
 */
export class ApiFailure extends Data.TaggedError("ApiFailure")<{
  readonly call: string;
  readonly status: number;
  readonly message: string;
  readonly errorNumber?: number;
}> {}

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
export class Unauthorized extends Data.TaggedError("Unauthorized")<{
  readonly call: string;
  readonly message: string;
}> {}

/** 403: passed on to the caller, the session stays. */
export class Forbidden extends Data.TaggedError("Forbidden")<{
  readonly call: string;
  readonly message: string;
}> {}

/** The server could not be reached or did not answer in time. */
export class NetworkError extends Data.TaggedError("NetworkError")<{
  readonly call: string;
  readonly message: string;
}> {}

/** The reply did not match the contract: names the call and the field, never crashes deeper in. */
export class DecodeError extends Data.TaggedError("DecodeError")<{
  readonly call: string;
  readonly field: string;
  readonly message: string;
}> {}

export type ApiError = ApiFailure | Unauthorized | Forbidden | NetworkError | DecodeError;

/** Message keys shared by every shell for these errors. */
export const apiErrorMessageKey = (error: ApiError): string => {
  switch (error._tag) {
    case "NetworkError":
      return "errors.network";
    case "Unauthorized":
      return "errors.session_expired";
    case "Forbidden":
      return "errors.forbidden";
    case "DecodeError":
      return "errors.something_went_wrong";
    case "ApiFailure":
      return error.status >= 500 ? "errors.try_again_later" : "errors.server_message";
  }
};
