import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { SPID } from "../../config";
import { activationByCodeErrorKey, validateVerificationCode } from "../activation-code";
import { OnboardingApi } from "../onboarding-api";
import type { ActivationByCodeReply, NewActivationLinkReply } from "../onboarding-requests";
import { OnboardingFailed, onboardingFailed } from "./onboarding-failed";

/** ONB-01: activation/:code with the verification code the customer received. */
export const activateByCode = (input: {
  readonly code: string;
  readonly verificationCode: string | undefined;
}): Effect.Effect<ActivationByCodeReply, OnboardingFailed, OnboardingApi> =>
  Effect.gen(function* () {
    const verification = validateVerificationCode(input.verificationCode);
    if (Either.isLeft(verification)) return yield* new OnboardingFailed({ messageKey: verification.left });
    const api = yield* OnboardingApi;
    return yield* api
      .activateByCode(input.code, { SPID: SPID, VerificationCode: verification.right })
      .pipe(Effect.mapError(onboardingFailed(activationByCodeErrorKey)));
  });

/** ONB-01: an expired link: a new one is requested by SMS. */
export const requestNewActivationLink = (
  code: string,
): Effect.Effect<NewActivationLinkReply, OnboardingFailed, OnboardingApi> =>
  Effect.flatMap(OnboardingApi, (api) =>
    api.requestNewActivationLink(code).pipe(Effect.mapError(onboardingFailed(activationByCodeErrorKey))),
  );
