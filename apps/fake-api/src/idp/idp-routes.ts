import type { FastifyInstance, FastifyReply } from "fastify";
import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import {
  IDP_CONSENT_PATH,
  IDP_MESSAGE_TYPE,
  IDP_TOKEN_PATH,
  IdpConsentQuery,
  type IdpConsentMessage,
} from "@waea/adapters/http/contract";
import { isEmailFormat } from "@waea/domain/validation";
import { consentPageHeaders } from "../server/security-headers";
import { DEMO_LOGINS } from "../world/demo-accounts";
import type { WorldStore } from "../world/store";
import {
  answerPage,
  consentPage,
  CONSENT_PAGE_HASHES,
  problemPage,
  type OfferedAccount,
} from "./consent-page";
import { consentLanguage, consentText } from "./consent-text";
import { browserCookie, browserOf, CONSENT_MS, makeConsents, newSecret } from "./consents";
import { issueIdentityToken } from "./identity-tokens";

const HEADERS = consentPageHeaders(CONSENT_PAGE_HASHES);
const FORM_LIMIT_BYTES = 16 * 1024;
/** The consent form's action, relative to the page: the token route is its sibling (also behind a proxy). */
const FORM_ACTION = IDP_TOKEN_PATH.slice(IDP_TOKEN_PATH.lastIndexOf("/") + 1);

/** The accounts "at" the provider: the demo logins (any other e-mail may be typed). */
const OFFERED: ReadonlyArray<OfferedAccount> = DEMO_LOGINS.map((demo) => ({
  email: demo.email,
  name: `${demo.firstName} ${demo.lastName}`,
}));

const html = (reply: FastifyReply, status: number, body: string) => {
  for (const [name, value] of HEADERS) reply.header(name, value);
  return reply.code(status).type("text/html; charset=utf-8").send(body);
};

/** A field of the submitted form: a string of at most `max` characters, else undefined. */
const fieldOf = (body: unknown, name: string, max: number): string | undefined => {
  if (typeof body !== "object" || body === null) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === "string" && value.length <= max ? value : undefined;
};

/**
 * The simulated identity provider (AUTH-03, simulated): the consent page a social sign-in opens in a popup, and the
 * token route its form submits to. A token is issued only through that form: with the one-time consent id the page
 * was rendered with, from the browser it was rendered for (an HttpOnly, SameSite=Strict cookie), carrying the
 * nonce the portal asked for. Anything else (a script posting an e-mail, another browser's consent id, a used or
 * lapsed one) is refused with 403.
 */
export const registerIdpRoutes = async (app: FastifyInstance, store: WorldStore, prefix: string) => {
  const consents = makeConsents();
  const cookiePath = `${prefix}/idp`;
  await app.register(async (scope) => {
    // The consent form posts form-encoded, as HTML forms do; only these routes take that content type.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(`${prefix}${IDP_CONSENT_PATH}`, (request, reply) => {
      const language = consentLanguage(fieldOf(request.query, "lang", 20));
      const query = Schema.decodeUnknownEither(IdpConsentQuery)(request.query);
      if (Either.isLeft(query)) {
        const text = consentText(language, undefined);
        return html(reply, 400, problemPage(language, text.expiredTitle, text.badRequest));
      }
      const { provider, state, nonce, origin } = query.right;
      const nowMillis = store.clock.nowMillis();
      // The portal's origin is answered only when it is one this server lets call it; otherwise the page's own.
      const target = origin !== undefined && request.server.corsOrigins.has(origin) ? origin : "self";
      const browser = browserOf(request.headers.cookie) ?? newSecret();
      const consentId = consents.open(
        { browser, provider, state, nonce, language, target, expiresAtMillis: nowMillis + CONSENT_MS },
        nowMillis,
      );
      reply.header("set-cookie", browserCookie(browser, cookiePath));
      return html(
        reply,
        200,
        consentPage({
          language,
          text: consentText(language, provider),
          consentId,
          action: FORM_ACTION,
          accounts: OFFERED,
        }),
      );
    });

    scope.post(`${prefix}${IDP_TOKEN_PATH}`, (request, reply) => {
      const nowMillis = store.clock.nowMillis();
      const consentId = fieldOf(request.body, "ConsentId", 100) ?? "";
      const consent = consents.find(consentId, browserOf(request.headers.cookie), nowMillis);
      if (consent === undefined) {
        const language = consentLanguage(fieldOf(request.body, "Language", 20));
        const text = consentText(language, undefined);
        return html(reply, 403, problemPage(language, text.expiredTitle, text.expired));
      }
      const { language, provider, state, target } = consent;
      const text = consentText(language, provider);
      const answer = (title: string, message: IdpConsentMessage) => {
        consents.close(consentId);
        return html(reply, 200, answerPage(language, title, text.closeWindow, message, target));
      };
      if (fieldOf(request.body, "Action", 20) === "cancel")
        return answer(text.cancelled, { type: IDP_MESSAGE_TYPE, state, error: "cancelled" });

      const account = fieldOf(request.body, "Account", 254);
      const typed = fieldOf(request.body, "Email", 254);
      const firstName = fieldOf(request.body, "FirstName", 100);
      const lastName = fieldOf(request.body, "LastName", 100);
      const email = (account === "other" ? typed : account)?.trim().toLowerCase() ?? "";
      if (email === "" || !isEmailFormat(email)) {
        const problem = account === undefined || account === "" ? text.chooseAccount : text.emailInvalid;
        return html(
          reply,
          400,
          consentPage({
            language,
            text,
            consentId,
            action: FORM_ACTION,
            accounts: OFFERED,
            previous: { account, email: typed, firstName, lastName, problem },
          }),
        );
      }
      const demo = DEMO_LOGINS.find((login) => login.email === email);
      const names =
        account === "other" || demo === undefined
          ? { firstName, lastName }
          : { firstName: demo.firstName, lastName: demo.lastName };
      const issued = issueIdentityToken(store, { provider, email, ...names }, consent.nonce, nowMillis);
      return answer(text.done, {
        type: IDP_MESSAGE_TYPE,
        state,
        Provider: provider,
        Email: email,
        ...issued,
      });
    });
  });
};
