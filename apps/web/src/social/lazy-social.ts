import type { WebConfig } from "../config/settings-from-env";
import type { SocialSignIn } from "./social-sign-in";

/**
 * Social sign-in whose code (the providers' scripts and the simulated provider's popup) is imported on the first
 * button press, so the start carries none of it: a page without social buttons never loads it. A module that
 * cannot be fetched answers "script" (the provider's script did not load); the next press tries again. The popup
 * still opens within the press's user activation (Chromium keeps it 5 s, Firefox and Safari about as long).
 */
export const lazySocialSignIn = (load: () => Promise<SocialSignIn>): SocialSignIn => {
  let loading: Promise<SocialSignIn> | undefined;
  return {
    signIn: (provider) =>
      (loading ??= load()).then(
        (social) => social.signIn(provider),
        () => {
          loading = undefined;
          return { ok: false, reason: "script" };
        },
      ),
  };
};

/** The running portal's social sign-in (live-social.ts), loaded on the first button press: most pages have none. */
export const liveSocialSignIn = (config: WebConfig, language: () => string): SocialSignIn =>
  lazySocialSignIn(() =>
    import("./live-social").then((social) =>
      social.makeLiveSocialSignIn({
        clientIds: config.socialClientIds,
        simulator: config.socialSimulator,
        apiUrl: config.apiUrl,
        language,
      }),
    ),
  );
