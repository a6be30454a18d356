import type { Customer, MobileProduct } from "@waea/domain/account";
import type { AuthResponse, IdentityProvider } from "@waea/domain/session";

/** A login: how a person signs in, and the customer accounts they may choose from (AUTH-11). */
export interface Login {
  readonly UUID: string;
  /** The LOCAL sign-in id: the e-mail, lower case. */
  readonly AuthID: string;
  readonly Email: string;
  readonly FirstName: string;
  readonly LastName: string;
  readonly MobileNumber?: string;
  readonly PasswordHash?: string;
  readonly Roles: ReadonlyArray<string>;
  readonly CustomerUUIDs: ReadonlyArray<string>;
  /** Social identities linked to the login: provider and the provider's user id. */
  readonly Identities: ReadonlyArray<{ readonly Provider: IdentityProvider; readonly AuthID: string }>;
}

/** A mobile product and the customer account it belongs to. */
export type CoreProduct = MobileProduct & { readonly CustomerUUID: string };

/**
 * The core slice: logins, customers, products and the small auth state around them. Plain JSON data: records
 * keyed by UUID (or code), replaced rather than mutated in place.
 */
export interface RefreshTokenEntry {
  readonly LoginUUID: string;
  readonly ExpiresAtMillis: number;
  readonly MfaPending?: boolean;
}

export interface CoreState {
  readonly logins: Record<string, Login>;
  readonly customers: Record<string, Customer>;
  readonly products: Record<string, CoreProduct>;
  /**
   * Refresh tokens by their SHA-256, with the login and the expiry (epoch ms): one per session, and the session's id
   * (the JWT's `sid`). MfaPending: the login must enter its MFA code before the session may be used (AUTH-13).
   */
  readonly refreshTokens: Record<string, RefreshTokenEntry>;
  /** The last one-time sign-in code per login (AUTH-02). */
  readonly oneTimeCodes: Record<string, { readonly Code: string; readonly ExpiresAtMillis: number }>;
  /** Pending e-mail verification secrets per customer (AUTH-13). */
  readonly emailSecrets: Record<string, string>;
  /** Invitation codes and the customer each one brings. */
  readonly invitations: Record<string, string>;
  /** The roles last synced to each customer (AUTH-12). */
  readonly authRoles: Record<string, AuthResponse>;
  /** Activation codes and the product each one activates (ONB-01). */
  readonly activationCodes: Record<string, string>;
  /** Counts issued tokens and codes, so each is new while staying deterministic. */
  counter: number;
}
