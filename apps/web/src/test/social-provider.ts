import { consentAtProvider, type InProcessFakeApi } from "@waea/fake-api/in-process";
import { makeSimulatedSignIn, type Popup, type ReceivedMessage } from "../social/simulated-provider";
import type { SocialProvider, SocialSignIn } from "../social/social-sign-in";

export interface ProviderAccount {
  readonly email: string;
  /** The name the provider's popup hands the page (Google and Apple may give it in any spacing). */
  readonly displayName?: string;
}

/** Where the portal of these tests pretends to run (not the fake API's origin, as with --cors-origin). */
export const PORTAL_PAGE = "http://portal.waea.test/sign-in";

/**
 * What a provider's popup hands the page for one of its accounts: the user id there and a signed identity token,
 * from the fake API's simulated identity provider, through its consent page (opened, account picked, Continue).
 */
export const providerIdentity = (api: InProcessFakeApi, provider: SocialProvider, email: string) =>
  consentAtProvider(api.app, { provider, email });

/** A popup the test controls: `closed` turns true when the person (or the page) closes it. */
export const testPopup = (): Popup & { closed: boolean } => {
  const popup = {
    closed: false,
    close: () => {
      popup.closed = true;
    },
  };
  return popup;
};

/**
 * The portal's own simulated-provider sign-in (src/social/simulated-provider.ts) with a person at the popup: the
 * consent page of the fake API is opened with the portal's state and nonce, the account is picked, Continue is
 * pressed, and the page's answer reaches the portal as the popup's message.
 */
export const providerSigningIn = (api: InProcessFakeApi, account: ProviderAccount): SocialSignIn => {
  let deliver: ((message: ReceivedMessage) => void) | undefined;
  return makeSimulatedSignIn({
    apiUrl: api.baseUrl,
    language: () => "en",
    location: () => PORTAL_PAGE,
    pollMs: 10,
    listen: (onMessage) => {
      deliver = onMessage;
      return () => {
        deliver = undefined;
      };
    },
    open: (url) => {
      const popup = testPopup();
      const page = new URL(url);
      const query = page.searchParams;
      void consentAtProvider(api.app, {
        provider: query.get("provider") as SocialProvider,
        email: account.email,
        state: query.get("state") ?? "",
        nonce: query.get("nonce") ?? "",
      }).then((granted) => {
        const data = { ...granted, DisplayName: account.displayName ?? granted.DisplayName };
        deliver?.({ origin: page.origin, source: popup, data });
        popup.close();
      });
      return popup;
    },
  });
};

/** A provider whose sign-in does not happen: its script did not load, it is not configured, or the person stopped. */
export const providerFailing = (reason: "script" | "not_configured" | "cancelled"): SocialSignIn => ({
  signIn: async () => ({ ok: false, reason }),
});
