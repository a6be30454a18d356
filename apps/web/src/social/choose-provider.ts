import type { SocialClientIds } from "../config/settings-from-env";
import type { SocialProvider, SocialSignIn } from "./social-sign-in";

/**
 * Which sign-in each social button runs (AUTH-03): the provider's own script when a client id is configured for it;
 * otherwise the simulated identity provider's popup when it is enabled (the demo default); otherwise the real
 * path, which answers "not_configured".
 */
export const runsSimulator = (
  clientIds: SocialClientIds,
  simulator: boolean,
  provider: SocialProvider,
): boolean => {
  const configured: Readonly<Record<SocialProvider, boolean>> = {
    GOOGLE: clientIds.google !== undefined,
    APPLE: clientIds.apple !== undefined,
    FACEBOOK: clientIds.facebook !== undefined,
  };
  return simulator && !configured[provider];
};

/** The button's sign-in: runsSimulator's choice between the simulated provider and the provider's script. */
export const chooseSocialSignIn = (
  clientIds: SocialClientIds,
  scripts: SocialSignIn,
  simulated: SocialSignIn | undefined,
): SocialSignIn => ({
  signIn: (provider) =>
    simulated !== undefined && runsSimulator(clientIds, true, provider)
      ? simulated.signIn(provider)
      : scripts.signIn(provider),
});
