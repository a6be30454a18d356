import type { IdentityProvider } from "./auth-data";

// Apart from the auth schemas, so the account guards reach this rule without effect/Schema.

/** The social providers whose sign-in counts as a verified e-mail. */
export const isSocialProvider = (provider: IdentityProvider | undefined): boolean =>
  provider === "GOOGLE" || provider === "FACEBOOK" || provider === "APPLE" || provider === "FIREBASE";
