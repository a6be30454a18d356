import { developmentSettings } from "@waea/domain/config";
import { makeMemoryAnalytics, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import { authRequest, signIn } from "@waea/domain/session";
import { DEMO_PASSWORD, type InProcessFakeApi } from "@waea/fake-api/in-process";
import * as Effect from "effect/Effect";
import type { SocialProvider } from "../social/social-sign-in";
import { providerIdentity } from "./social-provider";
import { testLayer } from "./test-layer";

/**
 * The storage of a browser whose visitor signed in on an earlier visit: a demo login signed in through the
 * domain's sign-in use case over the portal's own layer, with its password or through a social provider (whose
 * identity the fake API's simulated provider issues). Render the app with it and the app restores the session on
 * start (AUTH-09), as for a returning visitor.
 */
export const returningVisitor = async (
  api: InProcessFakeApi,
  email: string,
  options: {
    readonly password?: string;
    readonly provider?: SocialProvider;
    /** The browser's storage to sign in (by default a new one). */
    readonly storage?: StorageService;
  } = {},
): Promise<StorageService> => {
  const storage = options.storage ?? makeMemoryStorage();
  const layer = testLayer(api, {
    settings: developmentSettings,
    fetch: api.fetch,
    storage,
    analytics: makeMemoryAnalytics(),
    onLogout: () => undefined,
  });
  const provider = options.provider;
  const request =
    provider === undefined
      ? authRequest({ provider: "LOCAL", authId: email, code: options.password ?? DEMO_PASSWORD })
      : await providerIdentity(api, provider, email).then((identity) =>
          authRequest({ provider, authId: identity.AuthID, code: identity.IdToken }),
        );
  await Effect.runPromise(Effect.provide(signIn(request), layer));
  return storage;
};
