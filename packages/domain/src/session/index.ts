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
export { isSignUpRequest, signIn } from "./use-cases/sign-in";
export { readRefreshToken, readStoredAuth, storeAuth } from "./use-cases/stored-auth";
export { MFA_REQUIRED_ROLE, requiresMfa } from "./mfa";
export { accountToOpen } from "./account-choice";
export { openAccounts, type OpenedAccounts } from "./use-cases/open-accounts";
