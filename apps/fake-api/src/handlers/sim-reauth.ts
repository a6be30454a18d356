import { translate } from "@waea/adapters/i18n";
import { validateReauth, type ReauthCredential } from "@waea/domain/sim";
import * as Either from "effect/Either";
import { numericCode } from "../auth/keys";
import { verifyPassword } from "../auth/password";
import { isRefusal, refuseKeepingSession, type Refusal, type SignedInContext } from "../server/handler";
import { sendMessage } from "../mailbox/mailbox";
import { checkAttempt, loginSubject } from "./attempt-check";

/** The e-mailed code lives as long as the sign-in one-time code (10 minutes). */
export const SIM_CODE_MS = 10 * 60 * 1000;

/** The credential fields of a sensitive SIM call (sim-requests.ts: Password or AuthCode). */
export interface ReauthFields {
  readonly Password?: string | undefined;
  readonly AuthCode?: string | undefined;
}

const credentialOf = (fields: ReauthFields): ReauthCredential | undefined => {
  if (fields.Password !== undefined) return { method: "password", password: fields.Password };
  if (fields.AuthCode !== undefined) return { method: "email_code", code: fields.AuthCode };
  return undefined;
};

/**
 * Checks the password or the e-mailed code of a sensitive SIM call (SIM-02): a wrong one is the 401 that keeps the
 * session (error 1002); after too many, 429 (attempt-check.ts). A missing or malformed credential never gets here: the contract refuses it (sim-input.ts).
 * On success it returns what to write once the whole request is accepted: the code is used up then, and only then.
 */
export const checkReauth = async (
  context: SignedInContext,
  fields: ReauthFields,
): Promise<(() => void) | Refusal> => {
  const given = credentialOf(fields);
  const credential = given === undefined ? undefined : Either.getOrUndefined(validateReauth(given));
  const failed = refuseKeepingSession(translate("en", "sim.reauth_failed"));
  if (credential === undefined) return failed;
  const core = context.world.core;
  const login = core.logins[context.login.UUID] ?? context.login;
  // Counted with the login's sign-in tries: a password or a code guessed here is guessed there too.
  const passed = await checkAttempt(context, loginSubject(login.UUID), async () => {
    if (credential.method === "password") return verifyPassword(credential.password, login.PasswordHash);
    const pending = core.oneTimeCodes[login.UUID];
    return (
      pending !== undefined && pending.Code === credential.code && pending.ExpiresAtMillis > context.nowMillis
    );
  });
  if (isRefusal(passed)) return passed;
  if (!passed) return failed;
  if (credential.method === "password") return () => undefined;
  return () => {
    delete core.oneTimeCodes[login.UUID];
  };
};

/**
 * E-mails a code for a sensitive SIM action: the login's one-time code (the control door /api/__control/codes shows
 * it as OneTimeCode), sent to the login's e-mail in the simulated mailbox (mailbox/mailbox.ts).
 */
export const issueSimCode = (context: SignedInContext): void => {
  const core = context.world.core;
  core.counter += 1;
  const code = numericCode(context.store.keys, `sim-code:${context.login.UUID}:${core.counter}`);
  core.oneTimeCodes[context.login.UUID] = { Code: code, ExpiresAtMillis: context.nowMillis + SIM_CODE_MS };
  sendMessage(context, {
    to: context.login.Email,
    kind: "sim_code",
    subject: "Your code for a SIM change",
    text: `Your code is ${code}. It confirms a change to your SIM and works for 10 minutes. If you did not ask for it, change your password.`,
    code,
  });
};
