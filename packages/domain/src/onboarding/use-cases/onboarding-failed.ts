import * as Data from "effect/Data";
import type { ApiError, CardConfirmationError } from "../../ports";
import { onboardingErrorKey } from "../onboarding-errors";

/** An onboarding step failed: the message key to show, its parameters, and the cause for logs. */
export class OnboardingFailed extends Data.TaggedError("OnboardingFailed")<{
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly cause?: ApiError | CardConfirmationError;
}> {}

export const onboardingFailed =
  (keyOf: (error: ApiError) => string = onboardingErrorKey) =>
  (cause: ApiError): OnboardingFailed =>
    new OnboardingFailed({ messageKey: keyOf(cause), cause });
