import * as Schema from "effect/Schema";
import { UserError } from "@waea/domain/errors";
import { apiErrorMessageKey, retryAfterMinutes, type ApiError } from "@waea/domain/ports";
import { CONFIRM_FORCED_CHANGES } from "@waea/domain/sim";
import { CliError, failure, notSignedIn } from "./cli-error";

/** The errors the domain's use cases fail with (UserError), and the CLI's own. */
export type DomainError = UserError | CliError;

/** A network failure: `{{url}}` is filled in with the API's address by execute.ts. */
export const NETWORK_ERROR_KEY = "cli.error.network";

/** What the CLI says for a failed operator call: exit 4 for a 401, the API named for a network failure. */
const fromApiError = (error: ApiError): CliError => {
  switch (error._tag) {
    case "Unauthorized":
      return notSignedIn("errors.session_expired", true);
    case "ApiFailure":
      return apiErrorMessageKey(error) === "errors.server_message"
        ? failure("errors.server_message", { message: error.message })
        : failure(apiErrorMessageKey(error));
    case "NetworkError":
      return failure(NETWORK_ERROR_KEY, { reason: error.message });
    case "DecodeError":
      // The call and the field only: the value that failed could be anything the server sent, a token included.
      return failure("cli.error.decode", { call: error.call, field: error.field });
    case "Forbidden":
      return failure(apiErrorMessageKey(error));
    case "TooManyAttempts":
      // Like a wrong password, the operator refused: exit 1, with how long to wait.
      return failure(apiErrorMessageKey(error), { count: retryAfterMinutes(error.retryAfterSeconds) });
  }
};

const told = (error: UserError): CliError => {
  switch (error._tag) {
    case "Unauthorized":
    case "ApiFailure":
    case "NetworkError":
    case "DecodeError":
    case "Forbidden":
    case "TooManyAttempts":
      return fromApiError(error);
    case "BillingError":
      return failure(error.message.key, error.message.params);
    case "PaymentsError":
    case "PlansRefused":
    case "UsageError":
      return failure(error.key);
    case "ChecksRefused":
      return failure(error.key, error.uuid === undefined ? undefined : { uuid: error.uuid });
    case "SimCallFailed":
      // An ended session, an unreachable API or an unreadable reply is said as such, not as "try again later".
      return error.cause._tag === "ApiFailure" || error.cause._tag === "Forbidden"
        ? failure(error.messageKey)
        : fromApiError(error.cause);
    case "SimActionRefused":
    case "BillingTypeTransferRefused":
      return failure(error.messageKey);
    case "SimSettingsNeedConfirmation":
      return failure(CONFIRM_FORCED_CHANGES);
  }
};

/**
 * The one place where domain errors become what the CLI says and how it exits: a 401 ends the session (exit 4),
 * the others are failures (exit 1) with the domain's message key; a server's own message is shown as it came. The
 * domain error goes with it, for --json (jsonOfDomainError).
 */
export const fromDomainError = (error: DomainError): CliError => {
  if (error._tag === "CliError") return error;
  const cli = told(error);
  return new CliError({
    kind: cli.kind,
    message: cli.message,
    endSession: cli.endSession === true,
    domainError: error,
  });
};

/** A DecodeError's message may quote the value the server sent (a token, say): it is left out wherever it sits. */
const withoutDecodedValues = (encoded: unknown): unknown => {
  if (Array.isArray(encoded)) return encoded.map(withoutDecodedValues);
  if (typeof encoded !== "object" || encoded === null) return encoded;
  const fields = Object.entries(encoded).map(([key, value]) => [key, withoutDecodedValues(value)] as const);
  const isDecodeError = fields.some(([key, value]) => key === "_tag" && value === "DecodeError");
  return Object.fromEntries(isDecodeError ? fields.filter(([key]) => key !== "message") : fields);
};

/** The domain error of a --json error document: Schema-encoded (its `_tag` and fields), no server-sent value. */
export const jsonOfDomainError = (error: UserError): unknown =>
  withoutDecodedValues(Schema.encodeSync(UserError)(error));
