import type { authCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { maskEmail } from "@waea/domain/account";
import { SPID } from "@waea/domain/config";
import { AuthMessages, requiresMfa, type AuthData, type AuthRequest } from "@waea/domain/session";
import { PasswordChangeKeys, hasText, isEmailFormat, isStrongPassword } from "@waea/domain/validation";
import { verifyJwt } from "../auth/jwt";
import { numericCode, opaque, type ServerKeys } from "../auth/keys";
import { hashPassword, verifyPassword } from "../auth/password";
import {
  authDataFor,
  issueJwt,
  issueRefreshToken,
  loginOfRefreshToken,
  mfaPassed,
  mfaPendingOf,
  refreshTokenKey,
  revokeRefreshTokens,
} from "../auth/session-tokens";
import {
  isRefusal,
  refuse,
  type HandlerContext,
  type Handlers,
  type SignedInContext,
} from "../server/handler";
import type { Login } from "../world/core";
import { ownCustomer } from "./access";
import { checkAttempt, loginSubject } from "./attempt-check";
import { customerOfIdentity } from "./customer-entities";
import { loginByEmail, signIn } from "./auth-sign-in";
import { sendMessage } from "../mailbox/mailbox";

const ONE_TIME_CODE_MS = 10 * 60 * 1000;
const CHAT_PROVIDER = "intercom";

/**
 * A new session: a new refresh token (its key is the session's id, `sid`), the JWT and the auth data of spec 01 §3.
 * A login with the MFA role starts waiting for its code (AUTH-13); `mfaPending` false continues a session that
 * already passed it.
 */
const newSession = (
  context: HandlerContext,
  login: Login,
  request: AuthRequest,
  mfaPending?: boolean,
): AuthData => {
  const refreshToken = issueRefreshToken(
    context.world.core,
    context.store.keys,
    login,
    context.nowMillis,
    ...(mfaPending === undefined ? [] : [mfaPending]),
  );
  return authDataFor(
    login,
    issueJwt(context.store.keys, login, context.nowMillis, refreshTokenKey(refreshToken)),
    refreshToken,
    request.IdentityProvider,
    request.IncludeRoles,
  );
};

const namesLogin = (login: Login, authId: string): boolean => {
  const wanted = authId.trim().toLowerCase();
  return (
    wanted === "" ||
    wanted === login.AuthID ||
    wanted === login.Email.toLowerCase() ||
    login.Identities.some((identity) => identity.AuthID === authId)
  );
};

/** The MFA code of a customer account, e-mailed at sign-in (sendMfaCode; the control door /api/__control/codes too). */
export const mfaCodeFor = (keys: ServerKeys, customerUuid: string): string =>
  numericCode(keys, `mfa:${customerUuid}`);

const verificationReply = (context: SignedInContext, uuid: string, issueSecret: boolean) => {
  const customer = ownCustomer(context, uuid);
  if (isRefusal(customer)) return customer;
  if (issueSecret) {
    const core = context.world.core;
    core.counter += 1;
    const secret = numericCode(context.store.keys, `email:${uuid}:${core.counter}`);
    core.emailSecrets[uuid] = secret;
    sendMessage(context, {
      to: customer.Email,
      kind: "email_verification",
      subject: "Verify your e-mail address",
      text: `Your e-mail verification code is ${secret}.`,
      code: secret,
    });
    context.changed();
  }
  return { CustomerUUID: uuid, EmailVerified: customer.EmailVerified === true };
};

/**
 * A sign-in that waits for its MFA code (AUTH-13) e-mails the code ("Enter the security code we sent you"), one per
 * customer account of the login: the simulated mailbox holds what an authenticator or a text would show.
 */
const sendMfaCode = (context: HandlerContext, login: Login): void => {
  if (!requiresMfa({ AuthResponse: { Roles: login.Roles } })) return;
  for (const uuid of login.CustomerUUIDs) {
    const code = mfaCodeFor(context.store.keys, uuid);
    sendMessage(context, {
      to: login.Email,
      kind: "mfa_code",
      subject: "Your security code",
      text: `Your security code to finish signing in is ${code}.`,
      code,
    });
  }
};

/** A password sign-in: a new session, its MFA code sent when the login needs one. */
const signedIn = (context: HandlerContext, login: Login, request: AuthRequest): AuthData => {
  const session = newSession(context, login, request);
  sendMfaCode(context, login);
  return session;
};

/** An MFA code is checked under the login's attempt limits (checkAttempt): a guess is counted. */
const checkMfa = async (context: SignedInContext, uuid: string, code: string) => {
  if (!hasText(code)) return refuse(400, AuthMessages.noCode);
  const customer = ownCustomer(context, uuid);
  if (isRefusal(customer)) return customer;
  const passed = await checkAttempt(
    context,
    loginSubject(context.login.UUID),
    () => code.trim() === mfaCodeFor(context.store.keys, uuid),
  );
  if (isRefusal(passed)) return passed;
  if (!passed) return refuse(400, AuthMessages.verificationCodeIncorrect);
  // The session that sent the right code may be used from now on (AUTH-13).
  if (context.sessionId !== undefined) {
    mfaPassed(context.world.core, context.sessionId);
    context.changed();
  }
  return { CustomerUUID: uuid, Verified: true };
};

export const authHandlers: Handlers<typeof authCalls> = {
  "auth.signIn": async ({ body }, context) => {
    const login = await signIn(context, body);
    return isRefusal(login) ? login : signedIn(context, login, body);
  },

  "auth.authCheck": async ({ body }, context) => {
    const core = context.world.core;
    const presented = body.AuthNonce ?? body.AuthCode;
    const byRefresh =
      presented === undefined ? undefined : loginOfRefreshToken(core, presented, context.nowMillis);
    if (byRefresh !== undefined && presented !== undefined) {
      if (!namesLogin(byRefresh, body.AuthID) || body.SPID !== SPID)
        return refuse(400, AuthMessages.unknownError);
      const issued = issueJwt(context.store.keys, byRefresh, context.nowMillis, refreshTokenKey(presented));
      return authDataFor(byRefresh, issued, presented, body.IdentityProvider, body.IncludeRoles);
    }
    const claims = body.AuthCode === undefined ? undefined : verifyJwt(context.store.keys.jwt, body.AuthCode);
    if (claims !== undefined) {
      const login = typeof claims.sub === "string" ? core.logins[claims.sub] : undefined;
      const live = typeof claims.exp === "number" && claims.exp * 1000 > context.nowMillis;
      if (login === undefined || !live || !namesLogin(login, body.AuthID))
        return refuse(400, AuthMessages.unknownError);
      // A session token exchanged for a new session keeps its MFA state: a token waiting for the code stays waiting.
      const sid = typeof claims.sid === "string" ? claims.sid : undefined;
      return newSession(context, login, body, mfaPendingOf(core, login, sid, context.nowMillis));
    }
    if (body.IdentityProvider === "LOCAL" && body.AuthNonce !== undefined && body.AuthCode === undefined)
      return refuse(400, AuthMessages.unknownError);
    const login = await signIn(context, body);
    return isRefusal(login) ? login : signedIn(context, login, body);
  },

  "auth.changePassword": async ({ params, body }, context) => {
    const login = context.login;
    if (params.authId.trim().toLowerCase() !== login.AuthID)
      return refuse(403, "You can only change the password of the signed-in login");
    if (!isStrongPassword(body.Password)) return refuse(400, AuthMessages.passwordInvalid);
    const core = context.world.core;
    const salt = Buffer.from(opaque(context.store.keys, `salt:${login.UUID}:${core.counter}`), "base64url");
    const hash = await hashPassword(body.Password, salt.subarray(0, 16));
    const current = core.logins[login.UUID];
    if (current === undefined) return refuse(401, AuthMessages.noUser);
    // Spec 01 §5: the new password differs from the old one.
    if (await verifyPassword(body.Password, current.PasswordHash))
      return refuse(400, translate("en", PasswordChangeKeys.sameAsOld));
    core.counter += 1;
    core.logins[login.UUID] = { ...current, PasswordHash: hash };
    // A changed password ends every other session of the login: none of its refresh tokens renews a JWT again.
    revokeRefreshTokens(core, login.UUID);
    return undefined;
  },

  "auth.requestOneTimeCode": ({ body }, context) => {
    if (!hasText(body.Email) || body.SPID !== SPID) return refuse(400, AuthMessages.noPayload);
    const expires = context.nowMillis + ONE_TIME_CODE_MS;
    const core = context.world.core;
    const login = loginByEmail(core, body.Email);
    // The same reply for unknown addresses: the call does not reveal who has an account.
    if (login !== undefined) {
      core.counter += 1;
      const code = numericCode(context.store.keys, `otc:${login.UUID}:${core.counter}`);
      core.oneTimeCodes[login.UUID] = { Code: code, ExpiresAtMillis: expires };
      sendMessage(context, {
        to: login.Email,
        kind: "sign_in_code",
        subject: "Your sign-in code",
        text: `Your one-time sign-in code is ${code}. It works for 10 minutes.`,
        code,
      });
    }
    return { Email: body.Email, ExpiresAt: new Date(expires).toISOString() };
  },

  // AUTH-07: public, so it answers only the masked address, and an unknown number counts as a failed try under the
  // attempt limits (a caller cannot sweep numbers to learn which have accounts).
  "auth.findEmail": async ({ body }, context) => {
    const number = body.MobileNumber.trim();
    if (!hasText(number) || isEmailFormat(number) || body.SPID !== SPID)
      return refuse(400, AuthMessages.noPayload);
    const core = context.world.core;
    const uuid = customerOfIdentity(core, "LOCAL", number);
    const customer = uuid === undefined ? undefined : core.customers[uuid];
    const found = await checkAttempt(
      context,
      `forgot-email:${context.address}`,
      () => customer !== undefined,
    );
    if (isRefusal(found)) return found;
    return customer === undefined
      ? refuse(404, translate("en", "onboarding.number_or_sim_not_found"))
      : { MaskedEmail: maskEmail(customer.Email) };
  },

  "auth.sendEmailVerification": ({ params }, context) => verificationReply(context, params.uuid, true),
  "auth.resendEmailVerification": ({ params }, context) => verificationReply(context, params.uuid, true),

  "auth.confirmEmailVerification": async ({ params, query }, context) => {
    if (query.CustomerUUID !== params.uuid) return refuse(400, "CustomerUUID does not match the path");
    if (!hasText(query.Secret)) return refuse(400, AuthMessages.noCode);
    const customer = ownCustomer(context, params.uuid);
    if (isRefusal(customer)) return customer;
    const core = context.world.core;
    const secret = query.Secret.trim();
    const passed = await checkAttempt(
      context,
      loginSubject(context.login.UUID),
      () => core.emailSecrets[params.uuid] === secret,
    );
    if (isRefusal(passed)) return passed;
    if (!passed) return refuse(400, AuthMessages.verificationCodeIncorrect);
    delete core.emailSecrets[params.uuid];
    core.customers[params.uuid] = { ...customer, EmailVerified: true };
    context.changed();
    return { CustomerUUID: params.uuid, EmailVerified: true };
  },

  "auth.submitMfaCode": ({ params, body }, context) => checkMfa(context, params.uuid, body.code),
  "auth.confirmMfaCode": ({ params, body }, context) => checkMfa(context, params.uuid, body.code),

  "auth.acceptInvitation": ({ body }, context) => {
    if (!hasText(body.code)) return refuse(400, AuthMessages.noCode);
    const core = context.world.core;
    const code = body.code.trim();
    const invited = core.invitations[code];
    if (invited === undefined) return refuse(404, "Invitation not found");
    const login = core.logins[context.login.UUID] ?? context.login;
    delete core.invitations[code];
    if (!login.CustomerUUIDs.includes(invited))
      core.logins[login.UUID] = { ...login, CustomerUUIDs: [...login.CustomerUUIDs, invited] };
    return { CustomerUUID: invited };
  },

  "auth.syncAuthRoles": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    context.world.core.authRoles[params.customerUuid] = body;
    return undefined;
  },

  "auth.supportLogin": ({ params }, context) => {
    const customer = ownCustomer(context, params.uuid);
    if (isRefusal(customer)) return customer;
    return { Provider: CHAT_PROVIDER, Token: `chat.${opaque(context.store.keys, `chat:${params.uuid}`)}` };
  },
};
