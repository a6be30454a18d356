import * as Either from "effect/Either";
import type { ApiError } from "../ports";

/** "We cannot proceed with your Activation, {server message}" or "... Please try again later" (spec 01 §8). */
export type ActivationErrorMessage =
  | { readonly key: "onboarding.activation_error_with_message"; readonly message: string }
  | { readonly key: "onboarding.activation_error_try_later" };

export const ACTIVATION_TRY_LATER: ActivationErrorMessage = { key: "onboarding.activation_error_try_later" };

export const activationErrorMessage = (serverMessage: string | undefined): ActivationErrorMessage => {
  const message = (serverMessage ?? "").trim();
  return message === "" ? ACTIVATION_TRY_LATER : { key: "onboarding.activation_error_with_message", message };
};

/** What the dry activation call said (spec 01 §4, ONB-04). */
export type DryActivationOutcome =
  | { readonly _tag: "Activated" }
  | {
      readonly _tag: "ConfirmCard";
      readonly clientSecret: string;
      readonly paymentIntent: string | undefined;
    }
  | { readonly _tag: "NotDryActivated" }
  | { readonly _tag: "PaymentMethodError"; readonly message: ActivationErrorMessage }
  | { readonly _tag: "Failed"; readonly message: ActivationErrorMessage };

export interface DryActivationReply {
  readonly ClientSecret?: string | undefined;
  readonly PaymentIntent?: string | undefined;
}

/**
 * 412: not dry-activated (the flow goes on to the finalisation call); any other 4xx: a payment method error with the
 * server's message; a ClientSecret: the card payment must be confirmed. Other failures (5xx, network) cannot be
 * blamed on the payment method: "Please try again later".
 */
export const dryActivationOutcome = (
  result: Either.Either<DryActivationReply, ApiError>,
): DryActivationOutcome => {
  if (Either.isRight(result)) {
    const secret = (result.right.ClientSecret ?? "").trim();
    return secret === ""
      ? { _tag: "Activated" }
      : { _tag: "ConfirmCard", clientSecret: secret, paymentIntent: result.right.PaymentIntent };
  }
  const error = result.left;
  const status = error._tag === "ApiFailure" ? error.status : error._tag === "Forbidden" ? 403 : undefined;
  if (status === 412) return { _tag: "NotDryActivated" };
  if (status !== undefined && status >= 400 && status < 500)
    return { _tag: "PaymentMethodError", message: activationErrorMessage(error.message) };
  return { _tag: "Failed", message: ACTIVATION_TRY_LATER };
};
