import { consentAtProvider, type InProcessFakeApi } from "@waea/fake-api/in-process";
import type { SocialProvider, SocialSignIn } from "../social/social-sign-in";

export interface ProviderAccount {
  readonly email: string;
  /** The name the provider's popup hands the page (Google and Apple may give it in any spacing). */
  readonly displayName?: string;
}

/**
 * What a provider's popup hands the page for one of its accounts: the user id there and a signed identity token,
 * from the fake API's simulated identity provider, through its consent page (opened, account picked, Continue).
 */
export const providerIdentity = (api: InProcessFakeApi, provider: SocialProvider, email: string) =>
  consentAtProvider(api.app, { provider, email });

/**
 * Google, Apple or Facebook as the page sees them after their popup (AUTH-03): a signed-in provider account whose
 * identity comes from the simulated identity provider. Only the provider's script is stood in for.
 */
export const providerSigningIn = (api: InProcessFakeApi, account: ProviderAccount): SocialSignIn => ({
  signIn: async (provider) => {
    const reply = await providerIdentity(api, provider, account.email);
    return {
      ok: true,
      identity: {
        provider,
        authId: reply.AuthID,
        token: reply.IdToken,
        displayName: account.displayName ?? reply.DisplayName,
        email: reply.Email,
      },
    };
  },
});

/** A provider whose sign-in does not happen: its script did not load, it is not configured, or the person stopped. */
export const providerFailing = (reason: "script" | "not_configured" | "cancelled"): SocialSignIn => ({
  signIn: async () => ({ ok: false, reason }),
});
