import * as Data from "effect/Data";
import { OnboardingErrors } from "../onboarding/onboarding-errors";

/**
 * AUTH-07: no account has the mobile number a forgot-e-mail lookup gave. It carries the spec's message (01 §8: "We
 * haven't found your phone number or SIM ID").
 */
export class NumberNotFound extends Data.TaggedError("NumberNotFound")<{
  readonly messageKey: typeof OnboardingErrors.numberOrSimNotFound;
}> {
  constructor() {
    super({ messageKey: OnboardingErrors.numberOrSimNotFound });
  }
}
