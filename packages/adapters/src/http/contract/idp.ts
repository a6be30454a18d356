import * as Schema from "effect/Schema";
import { collectCalls, defineCall, json } from "./define";

/** The social providers the simulated identity provider stands in for. */
export const SocialProvider = Schema.Literal("GOOGLE", "APPLE", "FACEBOOK");
export type SocialProvider = typeof SocialProvider.Type;

/** What the provider's sign-in popup would learn about the person. */
export const IdpTokenRequest = Schema.Struct({
  Provider: SocialProvider,
  Email: Schema.String.pipe(Schema.minLength(3), Schema.maxLength(254)),
  FirstName: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
  LastName: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
});
export type IdpTokenRequest = typeof IdpTokenRequest.Type;

/** The provider's answer: its user id (the AuthID of the auth call) and a signed identity token (the AuthCode). */
export const IdpTokenReply = Schema.Struct({
  Provider: SocialProvider,
  AuthID: Schema.String,
  IdToken: Schema.String,
  Email: Schema.String,
  DisplayName: Schema.optional(Schema.String),
});
export type IdpTokenReply = typeof IdpTokenReply.Type;

/**
 * A simulated identity provider for Google, Apple and Facebook sign-in (AUTH-03), so the social path is testable
 * without the real scripts: it issues an identity token that POST /v2/{spid}/auth accepts as AuthCode.
 */
export const idpCalls = collectCalls(
  defineCall({
    id: "idp.issueToken",
    summary: "Simulated social sign-in: an identity token for a provider account (created on first use)",
    method: "POST",
    path: "/idp/token",
    body: IdpTokenRequest,
    reply: json(IdpTokenReply),
    auth: "none",
    replyShown: false,
    spec: "01 §6, §7 (simulated)",
  }),
);
