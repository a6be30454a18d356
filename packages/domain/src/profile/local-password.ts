import type { IdentityProvider } from "../session/auth-data";

/**
 * Whether the login has a password of its own here (spec 01 §5): only a LOCAL login does (a login that names no
 * provider is LOCAL). A social login's password is managed by its provider, so neither the password change nor the
 * e-mail change (both re-authenticate as LOCAL) is open to it.
 */
export const hasLocalPassword = (provider: IdentityProvider | undefined): boolean =>
  (provider ?? "LOCAL") === "LOCAL";
