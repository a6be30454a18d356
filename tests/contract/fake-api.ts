import * as Effect from "effect/Effect";
import { makeApiClient, type ApiClient } from "@waea/adapters/http/client";
import { Storage, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import { storeAuth, type AuthData } from "@waea/domain/session";
import { DEMO_PASSWORD, startFakeApi, type RunningFakeApi } from "@waea/fake-api/server";

/** The instant the fake API's clock is frozen at in the cross-package tests. */
export const FROZEN_AT = Date.parse("2026-11-21T10:00:00Z");

/** The fake API in this process: port 0, control on, seed 67, the clock frozen, payments without delay. */
export const startTestFakeApi = (): Promise<RunningFakeApi> =>
  startFakeApi({
    port: 0,
    seed: 67,
    control: true,
    frozenClockAt: FROZEN_AT,
    simulation: { paymentDelayMs: 0, paymentFailureRate: 0 },
    log: () => undefined,
  });

/** A control door of the fake API (reset, clock, codes, digest). */
export const control = async (
  api: RunningFakeApi,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> => {
  const response = await fetch(`${api.baseUrl}/__control/${path}`, {
    method: body === undefined ? "GET" : "POST",
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
};

export interface TestClient {
  readonly client: ApiClient;
  readonly storage: StorageService;
}

/** A client of the fake API whose time stands at FROZEN_AT, as the fake API's does. */
export const newClient = (api: RunningFakeApi): TestClient => {
  const storage = makeMemoryStorage();
  return { client: makeApiClient({ baseUrl: api.baseUrl, storage, nowMillis: () => FROZEN_AT }), storage };
};

/** Signs a demo login in through the contract and keeps the session in the client's storage. */
export const signInAs = async (
  test: TestClient,
  email: string,
  password = DEMO_PASSWORD,
): Promise<AuthData> => {
  const auth = await Effect.runPromise(
    test.client.api.auth.signIn({
      body: { IdentityProvider: "LOCAL", AuthID: email, AuthCode: password, SPID: 67, IncludeRoles: true },
    }),
  );
  await Effect.runPromise(Effect.provideService(storeAuth(auth), Storage, test.storage));
  return auth;
};
