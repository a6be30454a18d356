import { apiErrorMessageKey, type ApiError } from "@waea/domain/ports";
import type { BillingError } from "@waea/domain/billing";
import type { PaymentsError } from "@waea/domain/payments";
import type { PlansRefused } from "@waea/domain/plans";
import {
  CONFIRM_FORCED_CHANGES,
  type SimActionRefused,
  type SimCallFailed,
  type SimSettingsNeedConfirmation,
} from "@waea/domain/sim";
import type { UsageError } from "@waea/domain/usage";
import type { CliError } from "./cli-error";
import { failure, notSignedIn } from "./cli-error";

/** The errors the domain's ports and use cases fail with. */
export type DomainError =
  | ApiError
  | BillingError
  | PaymentsError
  | PlansRefused
  | SimCallFailed
  | SimActionRefused
  | SimSettingsNeedConfirmation
  | UsageError
  | CliError;

/** A network failure: `{{url}}` is filled in with the API's address by execute.ts. */
export const NETWORK_ERROR_KEY = "cli.error.network";

/**
 * One place where domain errors become what the CLI says and how it exits: a 401 ends the session (exit 4), the
 * others are failures (exit 1) with the domain's message key; a server's own message is shown as it came.
 */
export const fromDomainError = (error: DomainError): CliError => {
  switch (error._tag) {
    case "CliError":
      return error;
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
    case "BillingError":
      return failure(error.message.key, error.message.params);
    case "PaymentsError":
    case "PlansRefused":
    case "UsageError":
      return failure(error.key);
    case "SimCallFailed":
    case "SimActionRefused":
      return failure(error.messageKey);
    case "SimSettingsNeedConfirmation":
      return failure(CONFIRM_FORCED_CHANGES);
  }
};
