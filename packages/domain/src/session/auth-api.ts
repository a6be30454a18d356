import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Schema from "effect/Schema";
import { SPID } from "../config";
import { DecodeError, type ApiError } from "../ports";
import { IdentityProvider, type AuthData, type AuthResponse } from "./auth-data";

/** Auth texts of spec 01 §8 (server and transport texts, shown as they come). */
export const AuthMessages = {
  noPayload: "no payload",
  unknownError: "unknown error in Auth",
  noUser: "no user",
  noIdentityToken: "No identity_token",
  noCustomerUuid: "No CustomerUUID",
  noCode: "No Code",
  oldPasswordInvalid: "Old password is invalid",
  passwordInvalid: "The password is invalid",
  credentialsInvalid: "The email address or password is invalid",
  wrongOldPassword: "old password is invalid, please enter correct one",
  wrongPassword: "the password is invalid, please enter correct one",
  verificationCodeIncorrect: "The verification code is incorrect, please use the right code.",
} as const;

/** Newsletter and special-offer opt-ins travel as 2 (yes) or 0 (no) (AUTH-05). */
export const OptIn = Schema.Literal(2, 0);
export type OptIn = typeof OptIn.Type;
export const optIn = (accepted: boolean): OptIn => (accepted ? 2 : 0);

/** Body of POST /v2/{spid}/auth and /auth_check: AuthCode (password, code or identity token) or AuthNonce. */
export const AuthRequest = Schema.Struct({
  IdentityProvider,
  AuthID: Schema.String,
  AuthCode: Schema.optional(Schema.String),
  AuthNonce: Schema.optional(Schema.String),
  SPID: Schema.Number,
  IncludeRoles: Schema.Boolean,
  Email: Schema.optional(Schema.String),
  MobileNumber: Schema.optional(Schema.String),
  FirstName: Schema.optional(Schema.String),
  LastName: Schema.optional(Schema.String),
  NotifySpecialOffers: Schema.optional(OptIn),
  NotifyNewsletters: Schema.optional(OptIn),
}).pipe(
  Schema.filter((request) => request.AuthCode !== undefined || request.AuthNonce !== undefined, {
    message: () => "AuthCode or AuthNonce is required",
  }),
);
export type AuthRequest = typeof AuthRequest.Type;

export interface SignUpDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  readonly mobileNumber?: string;
  readonly specialOffers: boolean;
  readonly newsletters: boolean;
}

/** An auth body for this operator, asking for roles, with the sign-up fields when given. */
export const authRequest = (input: {
  readonly provider: IdentityProvider;
  readonly authId: string;
  readonly code?: string;
  readonly nonce?: string;
  readonly signUp?: SignUpDetails;
}): AuthRequest => ({
  IdentityProvider: input.provider,
  AuthID: input.authId,
  SPID,
  IncludeRoles: true,
  ...(input.code === undefined ? {} : { AuthCode: input.code }),
  ...(input.nonce === undefined ? {} : { AuthNonce: input.nonce }),
  ...(input.signUp === undefined
    ? {}
    : {
        FirstName: input.signUp.firstName,
        LastName: input.signUp.lastName,
        ...(input.signUp.email === undefined ? {} : { Email: input.signUp.email }),
        ...(input.signUp.mobileNumber === undefined ? {} : { MobileNumber: input.signUp.mobileNumber }),
        NotifySpecialOffers: optIn(input.signUp.specialOffers),
        NotifyNewsletters: optIn(input.signUp.newsletters),
      }),
});

/** Body of PUT /v2/{spid}/auth/LOCAL/{authId}. */
export const ChangePasswordRequest = Schema.Struct({ Password: Schema.String });
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type;

/** One-time sign-in code by e-mail; the code then signs in as LOCAL with AuthID = e-mail, AuthCode = code. */
export const OneTimeCodeRequest = Schema.Struct({ SPID: Schema.Number, Email: Schema.String });
export type OneTimeCodeRequest = typeof OneTimeCodeRequest.Type;
/** Reply not shown in the spec: the address and when the code lapses (the same for unknown addresses). */
export const OneTimeCodeReply = Schema.Struct({ Email: Schema.String, ExpiresAt: Schema.String });
export type OneTimeCodeReply = typeof OneTimeCodeReply.Type;

/**
 * AUTH-07, forgot e-mail (path ours; the spec names the screen, "forgot email (by phone)", not the call): a mobile
 * number or SIM ID, asked by a visitor who is not signed in.
 */
export const ForgotEmailRequest = Schema.Struct({ SPID: Schema.Number, MobileNumber: Schema.String });
export type ForgotEmailRequest = typeof ForgotEmailRequest.Type;
/** The e-mail of the number's account, masked by the operator (maskEmail): the full address never leaves it. */
export const ForgotEmailReply = Schema.Struct({ MaskedEmail: Schema.String });
export type ForgotEmailReply = typeof ForgotEmailReply.Type;

/** Query of the confirm call (spec 01 §7: Secret, CustomerUUID). */
export const EmailVerificationConfirm = Schema.Struct({ CustomerUUID: Schema.String, Secret: Schema.String });
export type EmailVerificationConfirm = typeof EmailVerificationConfirm.Type;
/** Reply not shown in the spec: whether the customer's e-mail now counts as verified. */
export const EmailVerificationReply = Schema.Struct({
  CustomerUUID: Schema.String,
  EmailVerified: Schema.Boolean,
});
export type EmailVerificationReply = typeof EmailVerificationReply.Type;

export const MfaRequest = Schema.Struct({ code: Schema.String });
export type MfaRequest = typeof MfaRequest.Type;
/** Reply not shown in the spec. */
export const MfaReply = Schema.Struct({ CustomerUUID: Schema.String, Verified: Schema.Boolean });
export type MfaReply = typeof MfaReply.Type;

export const InvitationRequest = Schema.Struct({ code: Schema.String });
export type InvitationRequest = typeof InvitationRequest.Type;
/** The invitation reply as it comes; it must carry a CustomerUUID to be accepted. */
export const InvitationReply = Schema.Struct({ CustomerUUID: Schema.optional(Schema.String) });
export type InvitationReply = typeof InvitationReply.Type;
export const InvitationAccepted = Schema.Struct({ CustomerUUID: Schema.String });
export type InvitationAccepted = typeof InvitationAccepted.Type;

/** POST /support/login/{uuid}?platform=web: the chat provider and its token. */
export const SupportLoginReply = Schema.Struct({ Provider: Schema.String, Token: Schema.String });
export type SupportLoginReply = typeof SupportLoginReply.Type;

/** An invitation reply without a CustomerUUID is refused with "No CustomerUUID" (spec 01 §5). */
export const requireInvitationCustomer = (
  reply: InvitationReply,
): Effect.Effect<InvitationAccepted, DecodeError> =>
  reply.CustomerUUID === undefined || reply.CustomerUUID.trim() === ""
    ? Effect.fail(
        new DecodeError({
          call: "auth.acceptInvitation",
          field: "CustomerUUID",
          message: AuthMessages.noCustomerUuid,
        }),
      )
    : Effect.succeed({ CustomerUUID: reply.CustomerUUID });

/** The auth calls of spec 01 §7. Sign-in and the identity check reply with AuthData. */
export interface AuthApiService {
  readonly signIn: (request: AuthRequest) => Effect.Effect<AuthData, ApiError>;
  readonly authCheck: (request: AuthRequest) => Effect.Effect<AuthData, ApiError>;
  readonly changePassword: (authId: string, request: ChangePasswordRequest) => Effect.Effect<void, ApiError>;
  readonly requestOneTimeCode: (request: OneTimeCodeRequest) => Effect.Effect<OneTimeCodeReply, ApiError>;
  readonly findEmail: (request: ForgotEmailRequest) => Effect.Effect<ForgotEmailReply, ApiError>;
  readonly sendEmailVerification: (customerUuid: string) => Effect.Effect<EmailVerificationReply, ApiError>;
  readonly resendEmailVerification: (customerUuid: string) => Effect.Effect<EmailVerificationReply, ApiError>;
  readonly confirmEmailVerification: (
    request: EmailVerificationConfirm,
  ) => Effect.Effect<EmailVerificationReply, ApiError>;
  readonly submitMfaCode: (customerUuid: string, request: MfaRequest) => Effect.Effect<MfaReply, ApiError>;
  readonly confirmMfaCode: (customerUuid: string, request: MfaRequest) => Effect.Effect<MfaReply, ApiError>;
  readonly acceptInvitation: (request: InvitationRequest) => Effect.Effect<InvitationAccepted, ApiError>;
  readonly syncAuthRoles: (customerUuid: string, roles: AuthResponse) => Effect.Effect<void, ApiError>;
  readonly supportLogin: (customerUuid: string) => Effect.Effect<SupportLoginReply, ApiError>;
}

export class AuthApi extends Context.Tag("waea/AuthApi")<AuthApi, AuthApiService>() {}

/** Roles from the auth reply go to each customer's auth_roles, one call per customer, in order (AUTH-12). */
export const syncAuthRolesForCustomers = (
  customerUuids: ReadonlyArray<string>,
  roles: AuthResponse,
): Effect.Effect<void, ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) =>
    Effect.forEach(customerUuids, (uuid) => api.syncAuthRoles(uuid, roles), { discard: true }),
  );
