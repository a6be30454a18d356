import * as Schema from "effect/Schema";

/** The operator's sign-in providers (spec 01 §6). */
export const IdentityProvider = Schema.Literal("LOCAL", "FIREBASE", "GOOGLE", "FACEBOOK", "APPLE");
export type IdentityProvider = typeof IdentityProvider.Type;

export const AuthResponse = Schema.Struct({
  Roles: Schema.Array(Schema.String),
  CustomerUUID: Schema.optional(Schema.String),
});
export type AuthResponse = typeof AuthResponse.Type;

/** Auth data of spec 01 §3, as the auth call returns it and as it is stored. JWTExpiry is an ISO date-time. */
export const AuthData = Schema.Struct({
  JWT: Schema.String,
  JWTExpiry: Schema.String,
  UUID: Schema.String,
  SPID: Schema.Number,
  FirstName: Schema.optional(Schema.String),
  LastName: Schema.optional(Schema.String),
  Email: Schema.optional(Schema.String),
  AuthID: Schema.optional(Schema.String),
  MobileNumber: Schema.optional(Schema.String),
  IdentityProvider: Schema.optional(IdentityProvider),
  RefreshToken: Schema.optional(Schema.String),
  AuthResponse: Schema.optional(AuthResponse),
});
export type AuthData = typeof AuthData.Type;
