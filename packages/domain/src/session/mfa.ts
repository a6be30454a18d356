import type { AuthData } from "./auth-data";

/**
 * The role an auth reply carries when the customer must also enter an MFA code before the session is used
 * (AUTH-13). The spec lists the MFA calls but not the roles (01 §6: "the list of roles ... is not shown"); this
 * role name is our decision, shared by the portal and the fake API.
 */
export const MFA_REQUIRED_ROLE = "mfa_required";

export const requiresMfa = (auth: Pick<AuthData, "AuthResponse">): boolean =>
  auth.AuthResponse?.Roles.includes(MFA_REQUIRED_ROLE) === true;

/**
 * The customer account an MFA code is checked for (AUTH-13): the account the auth reply names, else the login's own
 * UUID (a reply without roles names none).
 */
export const mfaCustomer = (auth: Pick<AuthData, "AuthResponse" | "UUID">): string =>
  auth.AuthResponse?.CustomerUUID ?? auth.UUID;
