import * as Schema from "effect/Schema";

/** The social providers the simulated identity provider stands in for. */
export const SocialProvider = Schema.Literal("GOOGLE", "APPLE", "FACEBOOK");
export type SocialProvider = typeof SocialProvider.Type;

/**
 * The simulated identity provider's consent page (AUTH-03, spec 01 §6, §7, simulated), relative to the API base:
 * the popup the portal's social sign-in opens when no real provider is configured. It takes the query below, lists
 * the accounts "at" the provider and answers the opener by `postMessage` with an IdpConsentMessage.
 */
export const IDP_CONSENT_PATH = "/idp/consent";

/**
 * Where the consent page's own form is submitted (form-encoded, with the page's one-time consent id and the
 * browser's cookie): the only way the simulator issues an identity token. Not a call of the HTTP client.
 */
export const IDP_TOKEN_PATH = "/idp/token";

/** A `state` or `nonce` of an attempt: random, URL-safe, long enough not to be guessed. */
const AttemptSecret = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{16,128}$/));

/** What the portal passes the consent page in its query (OIDC's names). */
export const IdpConsentQuery = Schema.Struct({
  provider: SocialProvider,
  /** Echoed in the answer: the portal takes an answer only for its own attempt. */
  state: AttemptSecret,
  /** Carried in the identity token: the portal takes a token only with its own nonce. */
  nonce: AttemptSecret,
  /** The portal's language (en or mi-NZ; anything else is English). */
  lang: Schema.optional(Schema.String.pipe(Schema.maxLength(20))),
  /** The portal's origin when it is not the page's own: answered only when it is one of the server's CORS origins. */
  origin: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
});
export type IdpConsentQuery = typeof IdpConsentQuery.Type;

/** The type of every message the consent page posts to its opener. */
export const IDP_MESSAGE_TYPE = "waea-idp";

/** The person chose an account and pressed Continue: its user id there (AuthID) and a signed identity token. */
export const IdpConsentGranted = Schema.Struct({
  type: Schema.Literal(IDP_MESSAGE_TYPE),
  state: Schema.String,
  Provider: SocialProvider,
  AuthID: Schema.String,
  IdToken: Schema.String,
  Email: Schema.String,
  DisplayName: Schema.optional(Schema.String),
});
export type IdpConsentGranted = typeof IdpConsentGranted.Type;

/** The person pressed Cancel. */
export const IdpConsentCancelled = Schema.Struct({
  type: Schema.Literal(IDP_MESSAGE_TYPE),
  state: Schema.String,
  error: Schema.Literal("cancelled"),
});

/** What the consent page posts to the portal that opened it. */
export const IdpConsentMessage = Schema.Union(IdpConsentGranted, IdpConsentCancelled);
export type IdpConsentMessage = typeof IdpConsentMessage.Type;
