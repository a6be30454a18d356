import * as Either from "effect/Either";
import { CardConfirmationError, type PaymentConfirmation } from "@waea/domain/ports";
import { redactSecret, type ConfirmationKind } from "./client-secret";
import { ConfirmationCodes } from "./confirmation-codes";

export { ConfirmationCodes } from "./confirmation-codes";

/** A failed confirmation carrying the client secret (spec 02 §8, 03 §8); the message never contains the secret. */
export const confirmationError = (
  clientSecret: string,
  message: string,
  code?: string | undefined,
): CardConfirmationError =>
  new CardConfirmationError({
    clientSecret,
    message: redactSecret(message, clientSecret),
    ...(code === undefined || code === "" ? {} : { code }),
  });

/** Refuses a blank secret before anything is loaded or sent. */
export const checkSecret = (clientSecret: string): Either.Either<string, CardConfirmationError> =>
  clientSecret.trim() === ""
    ? Either.left(
        confirmationError(clientSecret, "The client secret is empty.", ConfirmationCodes.invalidClientSecret),
      )
    : Either.right(clientSecret);

const PORT_STATUSES: ReadonlyArray<string> = ["succeeded", "processing", "requires_action"];
const isPortStatus = (status: string): status is PaymentConfirmation["status"] =>
  PORT_STATUSES.includes(status);

/**
 * A provider's intent status as the port's confirmation. Succeeded, processing and requires_action pass as they
 * are; requires_capture (a card payment authorised for the server to capture) counts as succeeded; any other
 * state (canceled, requires_payment_method, requires_confirmation, ...) is a failed confirmation.
 */
export const toConfirmation = (
  kind: ConfirmationKind,
  clientSecret: string,
  intent: { readonly status: string; readonly id: string },
): Either.Either<PaymentConfirmation, CardConfirmationError> => {
  if (isPortStatus(intent.status)) return Either.right({ status: intent.status, id: intent.id });
  if (kind === "payment" && intent.status === "requires_capture")
    return Either.right({ status: "succeeded", id: intent.id });
  return Either.left(
    confirmationError(
      clientSecret,
      `The ${kind} was left in the state "${intent.status}".`,
      ConfirmationCodes.unexpectedState(kind),
    ),
  );
};
