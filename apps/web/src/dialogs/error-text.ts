import type { BillingError } from "@waea/domain/billing";
import type {
  BroadbandOrderFailed,
  BroadbandOrderStillProcessing,
  BroadbandRefused,
} from "@waea/domain/broadband";
import type { CartRefused } from "@waea/domain/cart";
import type { CheckoutPaymentFailed, CheckoutRefused } from "@waea/domain/checkout";
import type { RouteRefused, RouteTokenError } from "@waea/domain/billing-routes";
import type { GroupRefused } from "@waea/domain/groups";
import { guestTargetFields, type GuestFailed, type GuestNotValid } from "@waea/domain/guest";
import type { OnboardingFailed } from "@waea/domain/onboarding";
import type { PaymentsError } from "@waea/domain/payments";
import type { PlansRefused } from "@waea/domain/plans";
import type { PortingFailed, PortingRefused } from "@waea/domain/porting";
import type { SecurityRefused } from "@waea/domain/mobile-security";
import {
  apiErrorMessageKey,
  retryAfterMinutes,
  type ApiError,
  type CardConfirmationError,
} from "@waea/domain/ports";
import type { ProfileRefused } from "@waea/domain/profile";
import type { RewardsRefused } from "@waea/domain/rewards";
import type {
  BillingTypeTransferRefused,
  SimActionRefused,
  SimCallFailed,
  SimSettingsNeedConfirmation,
} from "@waea/domain/sim";
import { extractErrorText, type NumberNotFound, type SignInRefused } from "@waea/domain/session";
import type { UsageError } from "@waea/domain/usage";
import { guestValidationFailure } from "@waea/domain/validation";
import { absurd } from "effect/Function";
import type { Crashed, Failed } from "../app/outcome";
import { dialogText, i18nKey } from "../i18n/message";
import type { DialogText } from "./dialog-store";

/**
 * Every error an effect of the web app may fail with: the API errors and the tagged errors of the domain's use
 * cases the pages run. `run` accepts only effects whose error is one of these, so a use case with a new error
 * does not compile in a page until its text is added to errorText below.
 */
export type WebError =
  | ApiError
  | BillingError
  | BillingTypeTransferRefused
  | BroadbandOrderFailed
  | BroadbandOrderStillProcessing
  | BroadbandRefused
  | CardConfirmationError
  | CartRefused
  | CheckoutPaymentFailed
  | CheckoutRefused
  | GroupRefused
  | GuestFailed
  | GuestNotValid
  | NumberNotFound
  | OnboardingFailed
  | PaymentsError
  | PlansRefused
  | ProfileRefused
  | RewardsRefused
  | RouteRefused
  | RouteTokenError
  | SignInRefused
  | SimActionRefused
  | SimCallFailed
  | SimSettingsNeedConfirmation
  | UsageError
  | PortingRefused
  | PortingFailed
  | SecurityRefused;

/** What the error dialog says of a defect (a die or an interruption): never the defect's own text. */
export const DEFECT_TEXT: DialogText = { key: "errors:something_went_wrong" };

const keyed = (key: string, params?: Readonly<Record<string, string>>): DialogText =>
  params === undefined ? { key: i18nKey(key) } : { key: i18nKey(key), params };

/**
 * The text of an error (APP-09), for the error dialog or a message beside a form: the ONE place the web app turns
 * an error into words. API errors use the domain's key (errors.network, errors.server_message with the server's
 * text, already extracted in the order of spec 01 §8); a domain error shows the message key it carries, with its
 * parameters; a card provider's refusal shows its own message. The switch is exhaustive: a new member of
 * WebError does not compile until it has a text here.
 */
export const errorText = (error: WebError): DialogText => {
  switch (error._tag) {
    case "ApiFailure":
    case "Unauthorized":
    case "Forbidden":
    case "NetworkError":
    case "DecodeError":
      return { key: i18nKey(apiErrorMessageKey(error)), params: { message: error.message } };
    case "TooManyAttempts":
      return {
        key: i18nKey(apiErrorMessageKey(error)),
        params: { count: retryAfterMinutes(error.retryAfterSeconds) },
      };
    case "ProfileRefused":
      return dialogText({
        key: error.messageKey,
        ...(error.params === undefined ? {} : { params: error.params }),
      });
    case "BillingTypeTransferRefused":
    case "GroupRefused":
    case "RouteRefused":
    case "RouteTokenError":
    case "NumberNotFound":
    case "RewardsRefused":
    case "SignInRefused":
    case "SimActionRefused":
      return keyed(error.messageKey);
    case "SimSettingsNeedConfirmation":
      // The page asks first (SIM-01); a save that reaches here unconfirmed says what it waits for.
      return keyed("sim.confirm_forced_changes");
    case "SimCallFailed":
      // An ended session or an unreachable API is said as such, not as "try again later".
      return error.cause._tag === "ApiFailure" || error.cause._tag === "Forbidden"
        ? keyed(error.messageKey)
        : errorText(error.cause);
    case "OnboardingFailed":
      return keyed(error.messageKey, error.params);
    case "BillingError":
      return keyed(
        error.message.key,
        error.message.params === undefined
          ? undefined
          : Object.fromEntries(
              Object.entries(error.message.params).map(([name, value]) => [name, String(value)]),
            ),
      );
    case "PaymentsError":
    case "PlansRefused":
    case "UsageError":
      return keyed(error.key);
    case "GuestFailed":
      // An API error the step passed on reads as on any call; otherwise the step's own text.
      return error.cause !== undefined &&
        error.cause._tag !== "CardConfirmationError" &&
        error.messageKey === apiErrorMessageKey(error.cause)
        ? errorText(error.cause)
        : keyed(error.messageKey);
    case "GuestNotValid":
      return dialogText(guestValidationFailure(guestTargetFields(error.target)));
    case "PortingRefused":
    case "SecurityRefused":
      return keyed(error.messageKey);
    case "PortingFailed":
      // Spec 02 §8: 400-599 except 500 show the server's message, anything else "try again later".
      return error.display.key === "porting.server_message"
        ? keyed(error.display.key, { message: error.display.message })
        : keyed(error.display.key);
    case "CardConfirmationError":
      return {
        key: "errors:server_message",
        params: { message: extractErrorText(undefined, error.message) },
      };
    // The broadband flow (BB-01): an order that failed says the operator's note when it has one.
    case "BroadbandRefused":
      return keyed(error.key);
    case "BroadbandOrderFailed":
      return error.note === undefined
        ? keyed(error.key)
        : { key: "errors:server_message", params: { message: error.note } };
    case "BroadbandOrderStillProcessing":
      return keyed("broadband.order_still_processing");
    case "CartRefused":
      return keyed(
        error.message.key,
        error.message.params === undefined
          ? undefined
          : Object.fromEntries(
              Object.entries(error.message.params).map(([name, value]) => [name, String(value)]),
            ),
      );
    case "CheckoutRefused":
      // The form shows every issue beside its field; alone (no form) the first one says what to fix.
      return keyed(error.issues[0]?.key ?? "checkout.no_data");
    case "CheckoutPaymentFailed":
      return keyed("checkout.card_payment_failed");
    default:
      return absurd(error);
  }
};

/**
 * The text of a run that did not succeed, for a message beside a form: its expected failure's text; nothing for a
 * defect, which the global error dialog has already shown.
 */
export const failureText = (outcome: Failed<WebError> | Crashed): DialogText | undefined =>
  outcome.defect ? undefined : errorText(outcome.error);
