import type { AuthData } from "./auth-data";

/**
 * The role an auth reply carries when the customer must also enter an MFA code before the session is used
 * (AUTH-13). The spec lists the MFA calls but not the roles (01 §6: "the list of roles ... is not shown"); this
 * role name is our decision, shared by the portal and the fake API.
 */
export const MFA_REQUIRED_ROLE = "mfa_required";

export const requiresMfa = (auth: Pick<AuthData, "AuthResponse">): boolean =>
  auth.AuthResponse?.Roles.includes(MFA_REQUIRED_ROLE) === true;
