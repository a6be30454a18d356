import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import * as Schema from "effect/Schema";
import {
  IDP_CONSENT_PATH,
  IDP_TOKEN_PATH,
  IdpConsentGranted,
  IdpConsentMessage,
  type SocialProvider,
} from "@waea/adapters/http/contract";
import { API_PREFIX } from "../server/contract-routes";

/** A consent page as a browser received it: its status, HTML, one-time consent id and the browser's cookie. */
export interface ShownConsent {
  readonly status: number;
  readonly html: string;
  readonly consentId: string | undefined;
  /** The `Cookie` header the browser sends back (name=value), when the page set one. */
  readonly cookie: string | undefined;
}

/** What the consent form's submission answered: its status, HTML, and the message the popup posts, if any. */
export interface SubmittedConsent {
  readonly status: number;
  readonly html: string;
  readonly message: IdpConsentMessage | undefined;
}

const attemptSecret = (): string => randomBytes(24).toString("base64url");

/** Opens the consent page as the portal's popup would (GET with provider, state, nonce and language). */
export const showConsent = async (
  app: FastifyInstance,
  query: Readonly<Record<string, string>>,
  cookie?: string,
): Promise<ShownConsent> => {
  const response = await app.inject({
    method: "GET",
    url: `${API_PREFIX}${IDP_CONSENT_PATH}?${new URLSearchParams(query).toString()}`,
    headers: cookie === undefined ? {} : { cookie },
  });
  const setCookie = response.headers["set-cookie"];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return {
    status: response.statusCode,
    html: response.body,
    consentId: /name="ConsentId" value="([^"]+)"/.exec(response.body)?.[1],
    cookie: first?.split(";")[0],
  };
};

/** Submits the consent form as the page's Continue or Cancel button does (form-encoded, with the cookie given). */
export const submitConsent = async (
  app: FastifyInstance,
  fields: Readonly<Record<string, string>>,
  cookie?: string,
): Promise<SubmittedConsent> => {
  const response = await app.inject({
    method: "POST",
    url: `${API_PREFIX}${IDP_TOKEN_PATH}`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie === undefined ? {} : { cookie }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
  const json = /<script type="application\/json" id="idp-answer">(.*?)<\/script>/s.exec(response.body)?.[1];
  const answer: unknown = json === undefined ? undefined : JSON.parse(json);
  const message = typeof answer === "object" && answer !== null ? Reflect.get(answer, "message") : undefined;
  return {
    status: response.statusCode,
    html: response.body,
    message: Schema.is(IdpConsentMessage)(message) ? message : undefined,
  };
};

export interface ConsentChoice {
  readonly provider: SocialProvider;
  /** A demo login's e-mail (listed on the page) or any other (typed as "another account"). */
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** The portal's nonce and state for the attempt (random by default). */
  readonly nonce?: string;
  readonly state?: string;
}

/**
 * An identity token as a person gets it through the provider's popup (AUTH-03): the consent page opened, the
 * account picked, Continue pressed; the answer the page posts to the portal. For tests of the web app, the use
 * cases and the fake API; fails the test when the page refuses.
 */
export const consentAtProvider = async (
  app: FastifyInstance,
  choice: ConsentChoice,
): Promise<IdpConsentGranted> => {
  const shown = await showConsent(app, {
    provider: choice.provider,
    state: choice.state ?? attemptSecret(),
    nonce: choice.nonce ?? attemptSecret(),
  });
  if (shown.consentId === undefined || shown.cookie === undefined)
    throw new Error(`the consent page did not open (${shown.status})`);
  const listed = /name="Account" value="([^"]+)"/g;
  const offered = [...shown.html.matchAll(listed)].map((match) => match[1]);
  const other = !offered.includes(choice.email);
  const submitted = await submitConsent(
    app,
    {
      ConsentId: shown.consentId,
      Action: "continue",
      Account: other ? "other" : choice.email,
      ...(other ? { Email: choice.email } : {}),
      ...(choice.firstName === undefined ? {} : { FirstName: choice.firstName }),
      ...(choice.lastName === undefined ? {} : { LastName: choice.lastName }),
    },
    shown.cookie,
  );
  if (!Schema.is(IdpConsentGranted)(submitted.message))
    throw new Error(`the consent page did not issue a token (${submitted.status})`);
  return submitted.message;
};
