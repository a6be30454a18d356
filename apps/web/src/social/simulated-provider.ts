import * as Schema from "effect/Schema";
import { IDP_CONSENT_PATH, IdpConsentMessage } from "@waea/adapters/http/contract";
import { IDP_POPUP_FEATURES, IDP_POPUP_NAME } from "./popup-reservation";
import { readIdToken, type SocialProvider, type SocialResult, type SocialSignIn } from "./social-sign-in";

/** The popup as the portal holds it: whether the person closed it, and a way to close it. */
export interface Popup {
  readonly closed: boolean;
  readonly close: () => void;
}

/** A message event as the portal reads it: who sent it (origin and window) and what. */
export interface ReceivedMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

export interface SimulatedProviderOptions {
  /** The API base the consent page lives under ("/api", or an absolute URL). */
  readonly apiUrl: string;
  /** The portal's language now, for the consent page. */
  readonly language: () => string;
  /** The portal's own address (window.location.href). */
  readonly location?: () => string;
  /** Opens the consent page in a popup (window.open); null when the browser blocked it. */
  readonly open?: (url: string) => Popup | null;
  /** Subscribes to messages posted to the portal's window; answers the unsubscribe. */
  readonly listen?: (onMessage: (message: ReceivedMessage) => void) => () => void;
  /** A fresh random, URL-safe secret (state, nonce). */
  readonly secret?: () => string;
  /** How often to look whether the popup was closed without an answer. */
  readonly pollMs?: number;
}

const randomSecret = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

/** Opens the consent page in the window the button press reserved (popup-reservation.ts), or a new one. */
const openPopup = (url: string): Popup | null => window.open(url, IDP_POPUP_NAME, IDP_POPUP_FEATURES);

const listenToWindow = (onMessage: (message: ReceivedMessage) => void) => {
  const listener = (event: MessageEvent) =>
    onMessage({ origin: event.origin, source: event.source, data: event.data });
  window.addEventListener("message", listener);
  return () => window.removeEventListener("message", listener);
};

const isMessage = Schema.is(IdpConsentMessage);

/**
 * Social sign-in with the fake API's simulated identity provider (AUTH-03), as OIDC's popup flow: each attempt
 * draws a random `state` and `nonce` (kept here, in memory), opens the provider's consent page with them, and
 * takes an answer only when it comes from that popup (`event.source`) at the consent page's origin with the
 * attempt's state. A token whose nonce is not the attempt's, or that names another account than the answer, is
 * refused ("refused"); a popup closed without an answer is "cancelled"; a blocked popup is "blocked".
 */
export const makeSimulatedSignIn = (options: SimulatedProviderOptions): SocialSignIn => {
  const location = options.location ?? (() => window.location.href);
  const open = options.open ?? openPopup;
  const listen = options.listen ?? listenToWindow;
  const secret = options.secret ?? randomSecret;
  const pollMs = options.pollMs ?? 400;
  return {
    signIn: (provider: SocialProvider) =>
      new Promise<SocialResult>((resolve) => {
        const state = secret();
        const nonce = secret();
        const page = new URL(`${options.apiUrl.replace(/\/$/, "")}${IDP_CONSENT_PATH}`, location());
        const here = new URL(location()).origin;
        page.search = new URLSearchParams({
          provider,
          state,
          nonce,
          lang: options.language(),
          ...(page.origin === here ? {} : { origin: here }),
        }).toString();
        const popup = open(page.href);
        if (popup === null) return resolve({ ok: false, reason: "blocked" });
        let closedSeen = false;
        const finish = (result: SocialResult) => {
          stop();
          clearInterval(timer);
          resolve(result);
        };
        const stop = listen(({ origin, source, data }) => {
          if (source !== popup || origin !== page.origin || !isMessage(data) || data.state !== state) return;
          if ("error" in data) return finish({ ok: false, reason: "cancelled" });
          const claims = readIdToken(data.IdToken);
          if (claims?.nonce !== nonce || claims.sub !== data.AuthID || data.Provider !== provider)
            return finish({ ok: false, reason: "refused" });
          finish({
            ok: true,
            identity: {
              provider,
              authId: data.AuthID,
              token: data.IdToken,
              displayName: data.DisplayName ?? claims.name,
              email: data.Email,
            },
          });
        });
        // A popup closed without an answer: one more look, as its last message may still be on its way.
        const timer = setInterval(() => {
          if (!popup.closed) return;
          if (closedSeen) finish({ ok: false, reason: "cancelled" });
          closedSeen = true;
        }, pollMs);
      }),
  };
};
