import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { SPID } from "../config";
import { apiFailure } from "../ports";
import { hasText } from "../validation";
import {
  AuthApi,
  AuthCalls,
  AuthMessages,
  requireInvitationCustomer,
  type AuthApiService,
  type AuthRequest,
  type OneTimeCodeReply,
} from "./auth-api";
import type { AuthData, AuthResponse, IdentityProvider } from "./auth-data";

/** A customer the in-memory auth service knows. AuthID is the login e-mail (LOCAL) or the provider's user id. */
export interface MemoryAuthAccount {
  readonly AuthID: string;
  readonly UUID: string;
  readonly Password?: string;
  readonly IdentityProvider?: IdentityProvider;
  readonly FirstName?: string;
  readonly LastName?: string;
  readonly Email?: string;
  readonly MobileNumber?: string;
  readonly Roles?: ReadonlyArray<string>;
  readonly EmailVerified?: boolean;
}

export interface MemoryAuthOptions {
  /** The injected clock: token and code expiries are computed from it. */
  readonly nowMillis: () => number;
  readonly accounts?: ReadonlyArray<MemoryAuthAccount>;
  /** Token lifetime, default one hour. */
  readonly tokenLifetimeMs?: number;
  /** One-time code lifetime, default ten minutes. */
  readonly codeLifetimeMs?: number;
  /** Invitation codes and the customer each one names (undefined simulates a reply without CustomerUUID). */
  readonly invitations?: Readonly<Record<string, string | undefined>>;
  /** The MFA code the service expects, default "000000". */
  readonly mfaCode?: string;
  readonly chatProvider?: string;
}

interface StoredAccount {
  AuthID: string;
  UUID: string;
  Password: string | undefined;
  IdentityProvider: IdentityProvider;
  FirstName: string | undefined;
  LastName: string | undefined;
  Email: string | undefined;
  MobileNumber: string | undefined;
  Roles: ReadonlyArray<string>;
  EmailVerified: boolean;
  NotifySpecialOffers: number | undefined;
  NotifyNewsletters: number | undefined;
}

export interface MemoryAuthApi extends AuthApiService {
  /** Test doors: what a person would read in an e-mail, and what the service stored. */
  readonly oneTimeCodeFor: (email: string) => string | undefined;
  readonly verificationSecretFor: (customerUuid: string) => string | undefined;
  readonly account: (authId: string) => Readonly<StoredAccount> | undefined;
  readonly syncedRoles: (customerUuid: string) => AuthResponse | undefined;
}

const HOUR = 60 * 60 * 1000;
const keyOf = (authId: string): string => authId.trim().toLowerCase();
const iso = (millis: number): string => new Date(millis).toISOString();

/**
 * An auth service in memory that behaves like the operator's: LOCAL sign-in checks the password (or a one-time code),
 * a LOCAL request with names for an unknown AuthID signs up, social providers need an identity token and sign up on
 * first use, auth_check also accepts a token it issued. Wrong credentials are a 400 with the spec's text (not a 401,
 * which would read as an ended session).
 */
export const makeMemoryAuthApi = (options: MemoryAuthOptions): MemoryAuthApi => {
  const { nowMillis } = options;
  const tokenLifetime = options.tokenLifetimeMs ?? HOUR;
  const codeLifetime = options.codeLifetimeMs ?? HOUR / 6;
  const accounts = new Map<string, StoredAccount>();
  const tokens = new Map<string, { readonly authId: string; readonly expires: number }>();
  const codes = new Map<string, { readonly code: string; readonly expires: number }>();
  const secrets = new Map<string, string>();
  const roles = new Map<string, AuthResponse>();
  let counter = 0;
  const next = (): number => (counter += 1);

  const store = (account: MemoryAuthAccount): StoredAccount => {
    const stored: StoredAccount = {
      AuthID: account.AuthID,
      UUID: account.UUID,
      Password: account.Password,
      IdentityProvider: account.IdentityProvider ?? "LOCAL",
      FirstName: account.FirstName,
      LastName: account.LastName,
      Email: account.Email,
      MobileNumber: account.MobileNumber,
      Roles: account.Roles ?? ["customer"],
      EmailVerified: account.EmailVerified ?? false,
      NotifySpecialOffers: undefined,
      NotifyNewsletters: undefined,
    };
    accounts.set(keyOf(account.AuthID), stored);
    return stored;
  };
  for (const account of options.accounts ?? []) store(account);
  const byUuid = (uuid: string): StoredAccount | undefined =>
    [...accounts.values()].find((account) => account.UUID === uuid);

  const issue = (account: StoredAccount, request: AuthRequest): AuthData => {
    const n = next();
    const now = nowMillis();
    const jwt = `memory.${account.UUID}.${n}`;
    const refreshToken = `refresh.${account.UUID}.${n}`;
    const expires = now + tokenLifetime;
    tokens.set(jwt, { authId: keyOf(account.AuthID), expires });
    tokens.set(refreshToken, { authId: keyOf(account.AuthID), expires: now + 30 * 24 * HOUR });
    return {
      JWT: jwt,
      JWTExpiry: iso(expires),
      UUID: account.UUID,
      SPID: SPID,
      AuthID: account.AuthID,
      IdentityProvider: request.IdentityProvider,
      RefreshToken: refreshToken,
      ...(account.FirstName === undefined ? {} : { FirstName: account.FirstName }),
      ...(account.LastName === undefined ? {} : { LastName: account.LastName }),
      ...(account.Email === undefined ? {} : { Email: account.Email }),
      ...(account.MobileNumber === undefined ? {} : { MobileNumber: account.MobileNumber }),
      ...(request.IncludeRoles
        ? { AuthResponse: { Roles: [...account.Roles], CustomerUUID: account.UUID } }
        : {}),
    };
  };

  const signUp = (request: AuthRequest): StoredAccount => {
    const stored = store({
      AuthID: request.AuthID,
      UUID: `customer-${next()}`,
      IdentityProvider: request.IdentityProvider,
      ...(request.IdentityProvider === "LOCAL" && request.AuthCode !== undefined
        ? { Password: request.AuthCode }
        : {}),
      ...(request.FirstName === undefined ? {} : { FirstName: request.FirstName }),
      ...(request.LastName === undefined ? {} : { LastName: request.LastName }),
      Email: request.Email ?? request.AuthID,
      ...(request.MobileNumber === undefined ? {} : { MobileNumber: request.MobileNumber }),
    });
    stored.NotifySpecialOffers = request.NotifySpecialOffers;
    stored.NotifyNewsletters = request.NotifyNewsletters;
    return stored;
  };

  const takeCode = (authId: string, code: string | undefined): boolean => {
    const pending = codes.get(keyOf(authId));
    if (pending === undefined || pending.code !== code || pending.expires <= nowMillis()) return false;
    codes.delete(keyOf(authId));
    return true;
  };

  const authenticate = (call: string, request: AuthRequest) =>
    Effect.suspend(() => {
      if (!hasText(request.AuthID) || request.SPID !== SPID)
        return apiFailure(call, 400, AuthMessages.noPayload);
      const known = accounts.get(keyOf(request.AuthID));
      if (request.IdentityProvider !== "LOCAL") {
        if (!hasText(request.AuthCode) && !hasText(request.AuthNonce))
          return apiFailure(call, 400, AuthMessages.noIdentityToken);
        return Effect.succeed(issue(known ?? signUp(request), request));
      }
      if (!hasText(request.AuthCode)) return apiFailure(call, 400, AuthMessages.credentialsInvalid);
      if (known === undefined)
        return !hasText(request.FirstName) || !hasText(request.LastName)
          ? apiFailure(call, 400, AuthMessages.credentialsInvalid)
          : Effect.succeed(issue(signUp(request), request));
      const passwordOk = known.Password !== undefined && known.Password === request.AuthCode;
      return passwordOk || takeCode(request.AuthID, request.AuthCode)
        ? Effect.succeed(issue(known, request))
        : apiFailure(call, 400, AuthMessages.credentialsInvalid);
    });

  const customer = (call: string, uuid: string) =>
    Effect.suspend(() => {
      const found = byUuid(uuid);
      return found === undefined ? apiFailure(call, 404, AuthMessages.noUser) : Effect.succeed(found);
    });

  const newSecret = (call: string) => (uuid: string) =>
    Effect.map(customer(call, uuid), (found) => {
      secrets.set(uuid, `secret-${next()}`);
      return { CustomerUUID: uuid, EmailVerified: found.EmailVerified };
    });

  const mfa = (call: string) => (uuid: string, request: { readonly code: string }) =>
    !hasText(request.code)
      ? apiFailure(call, 400, AuthMessages.noCode)
      : Effect.flatMap(customer(call, uuid), () =>
          request.code === (options.mfaCode ?? "000000")
            ? Effect.succeed({ CustomerUUID: uuid, Verified: true })
            : apiFailure(call, 400, AuthMessages.verificationCodeIncorrect),
        );

  return {
    signIn: (request) => authenticate(AuthCalls.signIn, request),
    authCheck: (request) =>
      Effect.suspend(() => {
        const token = request.AuthCode === undefined ? undefined : tokens.get(request.AuthCode);
        const account = accounts.get(keyOf(request.AuthID));
        if (token !== undefined && account !== undefined && token.authId === keyOf(request.AuthID))
          return token.expires > nowMillis()
            ? Effect.succeed(issue(account, request))
            : apiFailure(AuthCalls.authCheck, 400, AuthMessages.unknownError);
        return authenticate(AuthCalls.authCheck, request);
      }),
    changePassword: (authId, request) =>
      Effect.suspend(() => {
        const account = accounts.get(keyOf(authId));
        if (account === undefined) return apiFailure(AuthCalls.changePassword, 404, AuthMessages.noUser);
        if (!hasText(request.Password))
          return apiFailure(AuthCalls.changePassword, 400, AuthMessages.noPayload);
        account.Password = request.Password;
        return Effect.void;
      }),
    requestOneTimeCode: (request) =>
      Effect.suspend(() => {
        if (!hasText(request.Email) || request.SPID !== SPID)
          return apiFailure(AuthCalls.requestOneTimeCode, 400, AuthMessages.noPayload);
        const expires = nowMillis() + codeLifetime;
        // The same reply for unknown addresses, so the call does not reveal who has an account.
        if (accounts.has(keyOf(request.Email)))
          codes.set(keyOf(request.Email), { code: String(100000 + ((next() * 7919) % 900000)), expires });
        const reply: OneTimeCodeReply = { Email: request.Email, ExpiresAt: iso(expires) };
        return Effect.succeed(reply);
      }),
    sendEmailVerification: newSecret(AuthCalls.sendEmailVerification),
    resendEmailVerification: newSecret(AuthCalls.resendEmailVerification),
    confirmEmailVerification: (request) => {
      const call = AuthCalls.confirmEmailVerification;
      if (!hasText(request.Secret)) return apiFailure(call, 400, AuthMessages.noCode);
      return Effect.flatMap(customer(call, request.CustomerUUID), (found) => {
        if (secrets.get(request.CustomerUUID) !== request.Secret)
          return apiFailure(call, 400, AuthMessages.verificationCodeIncorrect);
        found.EmailVerified = true;
        secrets.delete(request.CustomerUUID);
        return Effect.succeed({ CustomerUUID: request.CustomerUUID, EmailVerified: true });
      });
    },
    submitMfaCode: mfa(AuthCalls.submitMfaCode),
    confirmMfaCode: mfa(AuthCalls.confirmMfaCode),
    acceptInvitation: (request) => {
      const call = AuthCalls.acceptInvitation;
      if (!hasText(request.code)) return apiFailure(call, 400, AuthMessages.noCode);
      const invitations = options.invitations ?? {};
      if (!Object.hasOwn(invitations, request.code)) return apiFailure(call, 404, "Invitation not found");
      const uuid = invitations[request.code];
      return requireInvitationCustomer(uuid === undefined ? {} : { CustomerUUID: uuid });
    },
    syncAuthRoles: (customerUuid, response) =>
      !hasText(customerUuid)
        ? apiFailure(AuthCalls.syncAuthRoles, 400, AuthMessages.noCustomerUuid)
        : Effect.sync(() => void roles.set(customerUuid, response)),
    supportLogin: (customerUuid) =>
      Effect.map(customer(AuthCalls.supportLogin, customerUuid), () => ({
        Provider: options.chatProvider ?? "intercom",
        Token: `chat.${customerUuid}.${next()}`,
      })),
    oneTimeCodeFor: (email) => codes.get(keyOf(email))?.code,
    verificationSecretFor: (uuid) => secrets.get(uuid),
    account: (authId) => accounts.get(keyOf(authId)),
    syncedRoles: (uuid) => roles.get(uuid),
  };
};

export const memoryAuthApiLayer = (options: MemoryAuthOptions): Layer.Layer<AuthApi> =>
  Layer.sync(AuthApi, () => makeMemoryAuthApi(options));
