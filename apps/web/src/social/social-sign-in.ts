/** The identity providers of the social buttons (AUTH-03). */
export type SocialProvider = "GOOGLE" | "APPLE" | "FACEBOOK";
export const SocialProviders: ReadonlyArray<SocialProvider> = ["GOOGLE", "APPLE", "FACEBOOK"];

/** Who the provider says signed in: its user id (AuthID), the token the operator checks (AuthCode), and a name. */
export interface SocialIdentity {
  readonly provider: SocialProvider;
  readonly authId: string;
  readonly token: string;
  readonly displayName: string | undefined;
  readonly email: string | undefined;
}

/**
 * Why no identity came back: the provider's script did not load, it is not configured, the person stopped, the
 * browser blocked the provider's popup, or the answer was not for this attempt (another nonce).
 */
export type SocialFailure = "script" | "not_configured" | "cancelled" | "blocked" | "refused";

export type SocialResult =
  | { readonly ok: true; readonly identity: SocialIdentity }
  | { readonly ok: false; readonly reason: SocialFailure };

/**
 * The social sign-in port of the web app: each provider's script on demand when it has a client id
 * (src/social/provider-scripts.ts), otherwise the fake API's simulated identity provider's popup
 * (src/social/simulated-provider.ts); tests pass their own.
 */
export interface SocialSignIn {
  readonly signIn: (provider: SocialProvider) => Promise<SocialResult>;
}

const scripts = new Map<string, Promise<boolean>>();

/** Adds a script to the page once; answers whether it loaded. A failed load may be tried again later. */
export const loadScript = (url: string, doc: Document = document): Promise<boolean> => {
  const known = scripts.get(url);
  if (known !== undefined) return known;
  const loading = new Promise<boolean>((resolve) => {
    const script = doc.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.remove();
      scripts.delete(url);
      resolve(false);
    };
    doc.head.append(script);
  });
  scripts.set(url, loading);
  return loading;
};

/** The claims of a provider's ID token (a JWT) that sign-in needs; undefined when it cannot be read. */
export const readIdToken = (
  token: string,
):
  | { readonly sub: string; readonly email?: string; readonly name?: string; readonly nonce?: string }
  | undefined => {
  const payload = token.split(".")[1];
  if (payload === undefined) return undefined;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    if (typeof json !== "object" || json === null || !("sub" in json) || typeof json.sub !== "string")
      return undefined;
    const email = "email" in json && typeof json.email === "string" ? json.email : undefined;
    const name = "name" in json && typeof json.name === "string" ? json.name : undefined;
    const nonce = "nonce" in json && typeof json.nonce === "string" ? json.nonce : undefined;
    return {
      sub: json.sub,
      ...(email === undefined ? {} : { email }),
      ...(name === undefined ? {} : { name }),
      ...(nonce === undefined ? {} : { nonce }),
    };
  } catch {
    return undefined;
  }
};
