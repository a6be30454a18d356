import * as Either from "effect/Either";

/** Sensitive SIM actions re-authenticate with the account password or a code sent by e-mail (spec 01 §6). */
export type ReauthCredential =
  | { readonly method: "password"; readonly password: string }
  | { readonly method: "email_code"; readonly code: string };

export type ReauthError =
  "sim.reauth_password_required" | "sim.reauth_code_required" | "sim.reauth_code_invalid";

/** The e-mailed code is 4 to 8 digits; the spec does not say, this covers the usual one-time code lengths. */
export const REAUTH_CODE_PATTERN = /^\d{4,8}$/;

export const validateReauth = (
  credential: ReauthCredential,
): Either.Either<ReauthCredential, ReauthError> => {
  if (credential.method === "password")
    return credential.password === ""
      ? Either.left("sim.reauth_password_required")
      : Either.right(credential);
  const code = credential.code.trim();
  if (code === "") return Either.left("sim.reauth_code_required");
  return REAUTH_CODE_PATTERN.test(code)
    ? Either.right({ method: "email_code", code })
    : Either.left("sim.reauth_code_invalid");
};

/** The request fields that carry the credential on a sensitive SIM call. */
export const reauthFields = (
  credential: ReauthCredential,
): { readonly Password: string } | { readonly AuthCode: string } =>
  credential.method === "password" ? { Password: credential.password } : { AuthCode: credential.code };
