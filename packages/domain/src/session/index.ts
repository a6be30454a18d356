export { AuthData, AuthResponse, IdentityProvider, isSocialProvider } from "./auth-data";
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
