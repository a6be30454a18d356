import * as Schema from "effect/Schema";
import { IdentityProvider } from "../session";

/** POST v3/adopt_by_ip: the network address of the request names the SIM. */
export const AdoptByIpRequest = Schema.Struct({ SPID: Schema.Number });
export type AdoptByIpRequest = typeof AdoptByIpRequest.Type;

/**
 * POST v3/adopt_by_token: the token of the link the customer followed, which names the service; or an existing
 * customer's token from POST /v2/auth_token, with the number or SIM ID naming the service (decided).
 */
export const AdoptByTokenRequest = Schema.Struct({
  SPID: Schema.Number,
  Token: Schema.String,
  MobileNumber: Schema.optional(Schema.String),
  SIMID: Schema.optional(Schema.String),
});
export type AdoptByTokenRequest = typeof AdoptByTokenRequest.Type;

/** POST v3/adopt_by_sms: without SMSCode a code is sent to the number; with it the service is adopted. */
export const AdoptBySmsRequest = Schema.Struct({
  SPID: Schema.Number,
  MobileNumber: Schema.String,
  SMSCode: Schema.optional(Schema.String),
});
export type AdoptBySmsRequest = typeof AdoptBySmsRequest.Type;

/** POST v3/adopt_by_sim_sms: the same, naming the SIM by SIMID or ICCID. */
export const AdoptBySimSmsRequest = Schema.Struct({
  SPID: Schema.Number,
  SIMID: Schema.optional(Schema.String),
  ICCID: Schema.optional(Schema.String),
  SMSCode: Schema.optional(Schema.String),
});
export type AdoptBySimSmsRequest = typeof AdoptBySimSmsRequest.Type;

/**
 * The adoption replies (not shown): the adopted customer and service, a token to resume the adoption with
 * (v3/adoption_token_resume/{id}), or SMSSent when the first SMS step only sent a code.
 */
export const AdoptionReply = Schema.Struct({
  CustomerUUID: Schema.optional(Schema.String),
  ProductInstanceUUID: Schema.optional(Schema.String),
  Token: Schema.optional(Schema.String),
  SMSSent: Schema.optional(Schema.Boolean),
});
export type AdoptionReply = typeof AdoptionReply.Type;

/** POST /v2/auth_token: an existing customer's credentials, exchanged for a token that adopts into their account. */
export const AuthTokenRequest = Schema.Struct({
  SPID: Schema.Number,
  IdentityProvider,
  AuthID: Schema.String,
  AuthCode: Schema.String,
  IncludeRoles: Schema.Boolean,
});
export type AuthTokenRequest = typeof AuthTokenRequest.Type;

/** POST and GET /v2/auth_token/{id} (reply not shown). */
export const AuthTokenReply = Schema.Struct({
  ID: Schema.String,
  Token: Schema.String,
  CustomerUUID: Schema.optional(Schema.String),
});
export type AuthTokenReply = typeof AuthTokenReply.Type;

/** POST /customer/{id}/service/{product}/activate/{dry}: a card payment to confirm, or nothing. */
export const ActivateReply = Schema.Struct({
  ClientSecret: Schema.optional(Schema.String),
  PaymentIntent: Schema.optional(Schema.String),
});
export type ActivateReply = typeof ActivateReply.Type;

/** POST /postpay/activation and /payg/activation (payload not shown): the service and the chosen plan. */
export const KindActivationRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
  ProductCatalogUUID: Schema.optional(Schema.String),
  ProductAvailabilityUUID: Schema.optional(Schema.String),
});
export type KindActivationRequest = typeof KindActivationRequest.Type;

/** POST v3/{spid}/prepay_mobile/finalise_activation (payload not shown). */
export const PrepayFinaliseRequest = Schema.Struct({
  SPID: Schema.Number,
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
});
export type PrepayFinaliseRequest = typeof PrepayFinaliseRequest.Type;

/** The replies of the finalisation calls (not shown): accepted, the product becomes ready a little later. */
export const FinaliseReply = Schema.Struct({ ProductInstanceUUID: Schema.String, Accepted: Schema.Boolean });
export type FinaliseReply = typeof FinaliseReply.Type;

/**
 * activation/:code with a verification code (ONB-01). The call is not named by the spec; decided:
 * POST v3/{spid}/activation/{code} with the code the customer received by SMS.
 */
export const ActivationByCodeRequest = Schema.Struct({
  SPID: Schema.Number,
  VerificationCode: Schema.String,
});
export type ActivationByCodeRequest = typeof ActivationByCodeRequest.Type;

export const ActivationByCodeReply = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
  Token: Schema.optional(Schema.String),
});
export type ActivationByCodeReply = typeof ActivationByCodeReply.Type;

/** Decided: POST v3/{spid}/activation/{code}/sms sends a new link to the number the old one went to. */
export const NewActivationLinkReply = Schema.Struct({ SMSSent: Schema.Boolean });
export type NewActivationLinkReply = typeof NewActivationLinkReply.Type;
