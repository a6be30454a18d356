export { AuthData, AuthResponse, IdentityProvider } from "./auth-data";
export { isSocialProvider } from "./social-provider";
export { SessionMessages, extractErrorNumber, extractErrorText } from "./error-text";
export { KEEP_SESSION_ERROR_NUMBER, sessionOutcome, type SessionOutcome } from "./http-outcome";
export { LOGOUT_CLEARS } from "./logout";
export {
  TOKEN_MARGIN_MS,
  expiryMillis,
  isStoredAuthKept,
  isTokenValid,
  tokenState,
  type TokenState,
} from "./token";
export {
  AuthMessages,
  AuthRequest,
  ChangePasswordRequest,
  EmailVerificationConfirm,
  EmailVerificationReply,
  ForgotEmailReply,
  ForgotEmailRequest,
  InvitationAccepted,
  InvitationReply,
  InvitationRequest,
  MfaReply,
  MfaRequest,
  OneTimeCodeReply,
  OneTimeCodeRequest,
  OptIn,
  SupportLoginReply,
  authRequest,
  optIn,
  requireInvitationCustomer,
  syncAuthRolesForCustomers,
  type SignUpDetails,
} from "./auth-api";
export { logout } from "./use-cases/logout";
export { restoreSession } from "./use-cases/restore-session";
export { isSignUpRequest, signIn, signInWithSecret, type SignInSecret } from "./use-cases/sign-in";
export { SignInRefused, SignInRefusalKeys, type SignInRefusalKey } from "./sign-in-refused";
export { readRefreshToken, readStoredAuth, storeAuth } from "./use-cases/stored-auth";
export { MFA_REQUIRED_ROLE, mfaCustomer, requiresMfa } from "./mfa";
export { resetLoginId } from "./password-reset";
export { verificationEmailCall, type VerificationEmailCall } from "./email-verification";
export { NumberNotFound } from "./number-not-found";
export { emailOneTimeCode } from "./use-cases/one-time-code";
export { resetPassword, type PasswordReset } from "./use-cases/reset-password";
export { findEmailByNumber } from "./use-cases/find-email";
export { confirmEmail, sendVerificationEmail } from "./use-cases/email-verification";
export { acceptInvitation } from "./use-cases/invitation";
export { submitMfaCode } from "./use-cases/submit-mfa";
export { accountToOpen } from "./account-choice";
export {
  openAccounts,
  openAccountsReading,
  type OpenedAccounts,
  type OpenedWithReading,
  type SessionStart,
} from "./use-cases/open-accounts";
export { rememberCurrentProduct } from "./use-cases/current-product";
