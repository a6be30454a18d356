import { translate } from "@waea/adapters/i18n";
import { SPID } from "@waea/domain/config";
import { AuthMessages, type AuthRequest } from "@waea/domain/session";
import {
  hasText,
  isEmailFormat,
  isStrongPassword,
  parseNzMobileNumber,
  parseSimId,
  personNameProblem,
  FieldLabels,
} from "@waea/domain/validation";
import { verifyJwt } from "../auth/jwt";
import { opaque } from "../auth/keys";
import { hashPassword, verifyPassword } from "../auth/password";
import { takeIdentityToken } from "../idp/identity-tokens";
import { isRefusal, refuse, type HandlerContext, type Refusal } from "../server/handler";
import type { CoreState, Login } from "../world/core";
import { uuidFor } from "../world/prng";
import { checkAttempt, loginSubject } from "./attempt-check";
import { messageText } from "./message-text";

const lower = (text: string): string => text.trim().toLowerCase();

export const loginByEmail = (core: CoreState, email: string): Login | undefined => {
  const wanted = lower(email);
  return Object.values(core.logins).find((login) => login.AuthID === wanted);
};

/** AUTH-04: a mobile number (any NZ spelling) or a SIM ID names a product; its customer's login signs in. */
const loginByPhoneOrSim = (core: CoreState, identifier: string): Login | undefined => {
  const simId = parseSimId(identifier);
  const msisdn = simId === undefined ? parseNzMobileNumber(identifier)?.msisdn : undefined;
  if (simId === undefined && msisdn === undefined) return undefined;
  const product = Object.values(core.products).find((item) =>
    simId !== undefined ? item.SIMID === simId : item.MSISDN === msisdn,
  );
  if (product === undefined) return undefined;
  return Object.values(core.logins).find((login) => login.CustomerUUIDs.includes(product.CustomerUUID));
};

/** A new login with one customer account and no products (sign-up, first social sign-in). */
const createLogin = (
  context: HandlerContext,
  details: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly mobileNumber?: string | undefined;
    readonly passwordHash?: string;
    readonly identity?: Login["Identities"][number];
    /** The sign-up's opt-ins (AUTH-05), kept as the account's notification flags when given. */
    readonly optIns: Pick<AuthRequest, "NotifySpecialOffers" | "NotifyNewsletters">;
  },
): Login => {
  const core = context.world.core;
  core.counter += 1;
  const label = `signup:${core.counter}`;
  const customerUuid = uuidFor(context.world.seed, `${label}:customer`);
  const email = lower(details.email);
  core.customers[customerUuid] = {
    UUID: customerUuid,
    FirstName: details.firstName,
    LastName: details.lastName,
    Email: email,
    ...(details.mobileNumber === undefined ? {} : { MobileNumber: details.mobileNumber }),
    EmailVerified: false,
    ContactEmail: email,
    LoginEmail: email,
    AccountNumber: `2${String(core.counter).padStart(7, "0")}`,
    AccountState: "Active",
  };
  const { NotifySpecialOffers, NotifyNewsletters } = details.optIns;
  if (NotifySpecialOffers !== undefined || NotifyNewsletters !== undefined)
    context.world.profile.notifications[customerUuid] = {
      NotifySpecialOffers: NotifySpecialOffers ?? 0,
      NotifyNewsletters: NotifyNewsletters ?? 0,
    };
  const login: Login = {
    UUID: uuidFor(context.world.seed, `${label}:login`),
    AuthID: email,
    Email: email,
    FirstName: details.firstName,
    LastName: details.lastName,
    ...(details.mobileNumber === undefined ? {} : { MobileNumber: details.mobileNumber }),
    ...(details.passwordHash === undefined ? {} : { PasswordHash: details.passwordHash }),
    Roles: ["customer"],
    CustomerUUIDs: [customerUuid],
    Identities: details.identity === undefined ? [] : [details.identity],
  };
  core.logins[login.UUID] = login;
  return login;
};

/** A one-time code matches while it has not lapsed; it is used up by the sign-in. */
const takeOneTimeCode = (context: HandlerContext, login: Login, code: string): boolean => {
  const pending = context.world.core.oneTimeCodes[login.UUID];
  if (pending === undefined || pending.Code !== code.trim() || pending.ExpiresAtMillis <= context.nowMillis)
    return false;
  delete context.world.core.oneTimeCodes[login.UUID];
  return true;
};

/**
 * LOCAL sign-in (AUTH-01, 02, 04, 05): the AuthID is an e-mail, a mobile number or a SIM ID; AuthCode is the
 * password or a one-time code. An unknown e-mail with first and last name signs up. Wrong credentials are a 400
 * with the spec's text (a 401 would read as an ended session).
 */
export const signInLocal = async (
  context: HandlerContext,
  request: AuthRequest,
): Promise<Login | Refusal> => {
  const core = context.world.core;
  const code = request.AuthCode ?? "";
  if (!hasText(code)) return refuse(400, AuthMessages.credentialsInvalid);
  const known = loginByEmail(core, request.AuthID) ?? loginByPhoneOrSim(core, request.AuthID);
  // A sign-up (first and last name) for an address that has a login: 409, said plainly (AUTH-05).
  if (known !== undefined && hasText(request.FirstName) && hasText(request.LastName))
    return refuse(409, translate("en", "errors.email_already_registered"));
  // Every spelling of a login (e-mail, number, SIM ID) shares its count; an unknown name has its own.
  if (known !== undefined) {
    const passed = await checkAttempt(
      context,
      loginSubject(known.UUID),
      async () => (await verifyPassword(code, known.PasswordHash)) || takeOneTimeCode(context, known, code),
    );
    if (isRefusal(passed)) return passed;
    return passed ? known : refuse(400, AuthMessages.credentialsInvalid);
  }
  if (!hasText(request.FirstName) || !hasText(request.LastName)) {
    const counted = await checkAttempt(context, `id:${lower(request.AuthID)}`, () => false);
    return isRefusal(counted) ? counted : refuse(400, AuthMessages.credentialsInvalid);
  }
  const email = request.Email ?? request.AuthID;
  if (!isEmailFormat(email.trim())) return refuse(400, "Email: format is invalid");
  // The names' own rule (length, no control characters), as the sign-up form checks them.
  const nameProblem =
    personNameProblem(request.FirstName, FieldLabels.firstName) ??
    personNameProblem(request.LastName, FieldLabels.lastName);
  if (nameProblem !== undefined) return refuse(400, messageText(nameProblem));
  if (!isStrongPassword(code)) return refuse(400, AuthMessages.passwordInvalid);
  const salt = Buffer.from(opaque(context.store.keys, `salt:${lower(email)}:${core.counter}`), "base64url");
  const passwordHash = await hashPassword(code, salt.subarray(0, 16));
  // Checked again after the await: a concurrent sign-up of the same address wins once.
  const raced = loginByEmail(core, email);
  if (raced !== undefined) return refuse(409, translate("en", "errors.email_already_registered"));
  return createLogin(context, {
    email,
    firstName: request.FirstName ?? "",
    lastName: request.LastName ?? "",
    mobileNumber: request.MobileNumber,
    passwordHash,
    optIns: request,
  });
};

/**
 * Social sign-in (AUTH-03): the identity token from the simulated provider's consent page (src/idp) as AuthCode or
 * AuthNonce, taken once.
 * A known identity signs in, an e-mail that already has a login is linked, anyone else is signed up.
 */
export const signInSocial = (context: HandlerContext, request: AuthRequest): Login | Refusal => {
  const token = request.AuthCode ?? request.AuthNonce ?? "";
  if (!hasText(token)) return refuse(400, AuthMessages.noIdentityToken);
  const claims = verifyJwt(context.store.keys.idp, token);
  const provider = request.IdentityProvider;
  if (
    claims === undefined ||
    claims.sub !== request.AuthID ||
    typeof claims.email !== "string" ||
    typeof claims.exp !== "number" ||
    claims.exp * 1000 <= context.nowMillis ||
    (provider !== "FIREBASE" && claims.provider !== provider) ||
    // Each identity token signs in once (its jti), so one seen or copied cannot be replayed.
    !takeIdentityToken(context.store, claims, context.nowMillis)
  )
    return refuse(400, "The identity token is invalid");
  const core = context.world.core;
  const identity = { Provider: provider, AuthID: request.AuthID };
  const linked = Object.values(core.logins).find((login) =>
    login.Identities.some((item) => item.Provider === provider && item.AuthID === request.AuthID),
  );
  if (linked !== undefined) return linked;
  const sameEmail = loginByEmail(core, claims.email);
  if (sameEmail !== undefined) {
    const updated = { ...sameEmail, Identities: [...sameEmail.Identities, identity] };
    core.logins[updated.UUID] = updated;
    return updated;
  }
  const given = typeof claims.given_name === "string" ? claims.given_name : "";
  const family = typeof claims.family_name === "string" ? claims.family_name : "";
  return createLogin(context, {
    email: claims.email,
    firstName: request.FirstName ?? given,
    lastName: request.LastName ?? family,
    mobileNumber: request.MobileNumber,
    identity,
    optIns: request,
  });
};

/** Sign-in by any provider; the body must name this operator. */
export const signIn = (
  context: HandlerContext,
  request: AuthRequest,
): Promise<Login | Refusal> | Login | Refusal => {
  if (!hasText(request.AuthID) || request.SPID !== SPID) return refuse(400, AuthMessages.noPayload);
  return request.IdentityProvider === "LOCAL"
    ? signInLocal(context, request)
    : signInSocial(context, request);
};
