import type { SocialClientIds } from "../config/settings-from-env";
import {
  loadScript,
  readIdToken,
  type SocialIdentity,
  type SocialProvider,
  type SocialResult,
  type SocialSignIn,
} from "./social-sign-in";

/** Where each provider's script comes from; the fake API's simulated identity provider serves stand-ins. */
export type ProviderScriptUrls = Readonly<Record<SocialProvider, string>>;

export const PROVIDER_SCRIPT_URLS: ProviderScriptUrls = {
  GOOGLE: "https://accounts.google.com/gsi/client",
  APPLE: "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js",
  FACEBOOK: "https://connect.facebook.net/en_US/sdk.js",
};

interface AppleSdk {
  readonly auth: {
    readonly init: (options: Readonly<Record<string, unknown>>) => void;
    readonly signIn: () => Promise<{
      readonly authorization?: { readonly id_token?: string };
      readonly user?: { readonly name?: { readonly firstName?: string; readonly lastName?: string } };
    }>;
  };
}
interface GoogleSdk {
  readonly accounts: {
    readonly id: {
      readonly initialize: (options: {
        readonly client_id: string;
        readonly callback: (reply: { readonly credential?: string }) => void;
      }) => void;
      readonly prompt: (
        listener?: (note: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void,
      ) => void;
    };
  };
}
interface FacebookSdk {
  readonly init: (options: Readonly<Record<string, unknown>>) => void;
  readonly login: (
    callback: (reply: {
      readonly authResponse?: { readonly accessToken?: string; readonly userID?: string };
    }) => void,
    options: { readonly scope: string },
  ) => void;
  readonly api: (
    path: string,
    query: Readonly<Record<string, string>>,
    callback: (reply: { readonly name?: string; readonly email?: string }) => void,
  ) => void;
}

/** A global an SDK script defines, when it is there. The shapes are the providers' documented ones. */
const sdk = <T>(name: string): T | undefined => {
  const value: unknown = Reflect.get(window, name);
  return typeof value === "object" && value !== null ? (value as T) : undefined;
};

const CANCELLED: SocialResult = { ok: false, reason: "cancelled" };
const ok = (identity: SocialIdentity): SocialResult => ({ ok: true, identity });

const apple = async (clientId: string): Promise<SocialResult> => {
  const AppleID = sdk<AppleSdk>("AppleID");
  if (AppleID === undefined) return { ok: false, reason: "script" };
  AppleID.auth.init({ clientId, scope: "name email", redirectURI: window.location.origin, usePopup: true });
  const reply = await AppleID.auth.signIn().catch(() => undefined);
  const token = reply?.authorization?.id_token;
  const claims = token === undefined ? undefined : readIdToken(token);
  if (token === undefined || claims === undefined) return CANCELLED;
  const name = [reply?.user?.name?.firstName, reply?.user?.name?.lastName].filter(Boolean).join(" ");
  return ok({
    provider: "APPLE",
    authId: claims.sub,
    token,
    displayName: name || claims.name,
    email: claims.email,
  });
};

const google = (clientId: string): Promise<SocialResult> =>
  new Promise((resolve) => {
    const gsi = sdk<GoogleSdk>("google");
    if (gsi === undefined) return resolve({ ok: false, reason: "script" });
    gsi.accounts.id.initialize({
      client_id: clientId,
      callback: ({ credential }) => {
        const claims = credential === undefined ? undefined : readIdToken(credential);
        if (credential === undefined || claims === undefined) return resolve(CANCELLED);
        resolve(
          ok({
            provider: "GOOGLE",
            authId: claims.sub,
            token: credential,
            displayName: claims.name,
            email: claims.email,
          }),
        );
      },
    });
    gsi.accounts.id.prompt((note) => {
      if (note.isNotDisplayed?.() === true || note.isSkippedMoment?.() === true) resolve(CANCELLED);
    });
  });

const facebook = (appId: string): Promise<SocialResult> =>
  new Promise((resolve) => {
    const FB = sdk<FacebookSdk>("FB");
    if (FB === undefined) return resolve({ ok: false, reason: "script" });
    FB.init({ appId, version: "v19.0" });
    FB.login(
      ({ authResponse }) => {
        const token = authResponse?.accessToken;
        const userId = authResponse?.userID;
        if (token === undefined || userId === undefined) return resolve(CANCELLED);
        FB.api("/me", { fields: "name,email" }, (me) =>
          resolve(ok({ provider: "FACEBOOK", authId: userId, token, displayName: me.name, email: me.email })),
        );
      },
      { scope: "email" },
    );
  });

/**
 * Social sign-in with the providers' own scripts, loaded only when a button is pressed (AUTH-03). A script that
 * does not load (offline, blocked) answers "script"; a provider without a client id answers "not_configured".
 */
export const makeProviderSignIn = (
  clientIds: SocialClientIds,
  urls: ProviderScriptUrls = PROVIDER_SCRIPT_URLS,
  load: (url: string) => Promise<boolean> = loadScript,
): SocialSignIn => ({
  signIn: async (provider) => {
    if (!(await load(urls[provider]))) return { ok: false, reason: "script" };
    const id = { GOOGLE: clientIds.google, APPLE: clientIds.apple, FACEBOOK: clientIds.facebook }[provider];
    if (id === undefined) return { ok: false, reason: "not_configured" };
    if (provider === "APPLE") return apple(id);
    return provider === "GOOGLE" ? google(id) : facebook(id);
  },
});
