import { randomBytes } from "node:crypto";
import type { SocialProvider } from "@waea/adapters/http/contract";
import { signJwt } from "../auth/jwt";
import { opaque } from "../auth/keys";
import type { WorldStore } from "../world/store";

/** How long an identity token may be presented to the operator's sign-in. */
export const IDENTITY_TOKEN_MS = 10 * 60 * 1000;

/** Who the person chose at the provider. */
export interface ProviderAccount {
  readonly provider: SocialProvider;
  readonly email: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
}

export interface IssuedIdentity {
  readonly AuthID: string;
  readonly IdToken: string;
  readonly DisplayName?: string;
}

/** The provider's user id: stable per provider and e-mail (a new id the first time an e-mail is seen there). */
export const providerUserId = (store: WorldStore, provider: SocialProvider, email: string): string =>
  `${provider.toLowerCase()}-${opaque(store.keys, `idp:${provider}:${email}`).slice(0, 20)}`;

/**
 * An identity token as the provider's popup hands it over (OIDC's ID token): signed with the simulator's key,
 * carrying the portal's nonce and a fresh random `jti`, so the operator's sign-in takes it once.
 */
export const issueIdentityToken = (
  store: WorldStore,
  account: ProviderAccount,
  nonce: string,
  nowMillis: number,
): IssuedIdentity => {
  const authId = providerUserId(store, account.provider, account.email);
  const given = account.firstName?.trim() ?? "";
  const family = account.lastName?.trim() ?? "";
  const name = [given, family].filter((part) => part !== "").join(" ");
  const token = signJwt(store.keys.idp, {
    iss: "waea-idp",
    aud: "waea-portal",
    sub: authId,
    provider: account.provider,
    email: account.email,
    ...(given === "" ? {} : { given_name: given }),
    ...(family === "" ? {} : { family_name: family }),
    ...(name === "" ? {} : { name }),
    nonce,
    jti: randomBytes(18).toString("base64url"),
    iat: Math.floor(nowMillis / 1000),
    exp: Math.floor((nowMillis + IDENTITY_TOKEN_MS) / 1000),
  });
  return { AuthID: authId, IdToken: token, ...(name === "" ? {} : { DisplayName: name }) };
};

/** The ids of identity tokens already used, with their expiry, per world store (tokens of one server). */
const used = new WeakMap<WorldStore, Map<string, number>>();

/**
 * Takes an identity token (its verified claims) for one sign-in: false when it has no `jti` or was used before.
 * A used id is remembered until the token expires (after that the expiry check refuses it anyway).
 */
export const takeIdentityToken = (
  store: WorldStore,
  claims: Readonly<Record<string, unknown>>,
  nowMillis: number,
): boolean => {
  const jti = claims.jti;
  const exp = claims.exp;
  if (typeof jti !== "string" || jti === "" || typeof exp !== "number") return false;
  let seen = used.get(store);
  if (seen === undefined) {
    seen = new Map();
    used.set(store, seen);
  }
  for (const [id, expiresAtMillis] of seen) if (expiresAtMillis <= nowMillis) seen.delete(id);
  if (seen.has(jti)) return false;
  seen.set(jti, exp * 1000);
  return true;
};
