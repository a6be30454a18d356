import * as Data from "effect/Data";

/** The message keys of the refusals a sign-in explains (en + mi-NZ in the shared resources). */
export const SignInRefusalKeys = {
  /** Spec 01 §5: "The verification code is incorrect, please use the right code." */
  codeIncorrect: "validation.verification_code_incorrect",
  /** A sign-up for an e-mail address that already has an account (AUTH-05). */
  emailAlreadyRegistered: "errors.email_already_registered",
} as const;
export type SignInRefusalKey = (typeof SignInRefusalKeys)[keyof typeof SignInRefusalKeys];

/**
 * A sign-in the operator refused, told apart from wrong credentials: a wrong one-time code (AUTH-02, AUTH-07) or a
 * sign-up with an address already registered (AUTH-05). It carries its message key.
 */
export class SignInRefused extends Data.TaggedError("SignInRefused")<{
  readonly messageKey: SignInRefusalKey;
}> {}
