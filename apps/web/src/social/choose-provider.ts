import type { SocialClientIds } from "../config/settings-from-env";
import type { SocialProvider, SocialSignIn } from "./social-sign-in";

/**
 * Which sign-in each social button runs (AUTH-03): the provider's own script when a client id is configured for it;
 * otherwise the simulated identity provider's popup when it is enabled (the demo default); otherwise the real
 * path, which answers "not_configured".
 */
export const chooseSocialSignIn = (
  clientIds: SocialClientIds,
  scripts: SocialSignIn,
  simulated: SocialSignIn | undefined,
): SocialSignIn => {
  const configured: Readonly<Record<SocialProvider, boolean>> = {
    GOOGLE: clientIds.google !== undefined,
    APPLE: clientIds.apple !== undefined,
    FACEBOOK: clientIds.facebook !== undefined,
  };
  return {
    signIn: (provider) =>
      configured[provider] || simulated === undefined ? scripts.signIn(provider) : simulated.signIn(provider),
  };
};
