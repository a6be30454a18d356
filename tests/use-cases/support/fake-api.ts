// The use cases of the domain, run as the shells run them: over the HTTP adapter, against the fake API in this
// process (the one simulator of the operator). One fake API per test worker, its world reset before a test that follows a change.
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { cardPaymentsLayer, makeHttpLayer, type HttpPorts } from "@waea/adapters/http";
import {
  Analytics,
  Storage,
  clockReading,
  makeMemoryAnalytics,
  makeMemoryStorage,
  type Payments,
  type StorageService,
} from "@waea/domain/ports";
import { authRequest, signIn, type AuthData } from "@waea/domain/session";
import { DEMO_PASSWORD, type InProcessFakeApi } from "@waea/fake-api/in-process";

export { DEMO_PASSWORD, FROZEN_AT } from "@waea/fake-api/in-process";
export { withFakeApi } from "@waea/fake-api/in-process/vitest";

/** Everything a use case may ask for, as a shell provides it (time is Effect's Clock). */
export type UseCaseServices = HttpPorts | Storage | Payments | Analytics;

export interface Visitor {
  readonly layer: Layer.Layer<UseCaseServices>;
  readonly storage: StorageService;
  readonly analytics: ReturnType<typeof makeMemoryAnalytics>;
  /** Runs a program of the domain and gives its value (a failure fails the test with the error). */
  readonly run: <A, E>(program: Effect.Effect<A, E, UseCaseServices>) => Promise<A>;
  /** Runs a program and gives its outcome as an Either (expected refusals are Left). */
  readonly attempt: <A, E>(program: Effect.Effect<A, E, UseCaseServices>) => Promise<Either.Either<A, E>>;
}

export interface Customer extends Visitor {
  readonly auth: AuthData;
  /** The customer account the login belongs to (AuthResponse.CustomerUUID). */
  readonly customer: string;
}

/**
 * A browser or a CLI with nobody signed in: the live HTTP adapter over the in-process fake API, a memory store, the
 * fake card provider behind the Payments port, and Effect's Clock reading the world's clock (the two agree on time;
 * set under the HTTP layer too, which reads it as it is built).
 */
export const visitor = (api: InProcessFakeApi, storage: StorageService = makeMemoryStorage()): Visitor => {
  const analytics = makeMemoryAnalytics();
  const shared = Layer.mergeAll(
    Layer.succeed(Storage, storage),
    Layer.setClock(clockReading(() => api.clock.nowMillis())),
    Layer.succeed(Analytics, analytics),
  );
  const http = Layer.provideMerge(
    makeHttpLayer({ baseUrl: api.baseUrl, fetch: api.fetch, redirects: "follow-one" }),
    shared,
  );
  const layer = Layer.provideMerge(
    cardPaymentsLayer({ stripePublishableKey: undefined }).pipe(Layer.orDie),
    http,
  ) as Layer.Layer<UseCaseServices>;
  const attempt = <A, E>(program: Effect.Effect<A, E, UseCaseServices>) =>
    Effect.runPromise(Effect.either(program).pipe(Effect.provide(layer)));
  return {
    layer,
    storage,
    analytics,
    attempt,
    run: async (program) => {
      const outcome = await attempt(program);
      if (Either.isLeft(outcome)) throw new Error(`expected success, got ${JSON.stringify(outcome.left)}`);
      return outcome.right;
    },
  };
};

/** A demo login signed in through the domain's own sign-in use case, its session stored as the shells store it. */
export const signedIn = async (
  api: InProcessFakeApi,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<Customer> => {
  const base = visitor(api);
  const auth = await base.run(signIn(authRequest({ provider: "LOCAL", authId: email, code: password })));
  return { ...base, auth, customer: auth.AuthResponse?.CustomerUUID ?? "" };
};

/**
 * Sessions for the tests of a file that only read: each login signs in once (in the first test that asks) and the
 * later tests reuse its session. A sign-in costs about 40 ms of CPU (the password's scrypt, the adapter, the
 * reply) and writes a refresh token, so the test after it resets the world; the session's JWT outlives resets (the
 * fake API keeps its keys). Only for tests that neither write, sign out, renew the session, nor read the session's
 * storage or analytics: those sign in with `signedIn`. Call at the top of the file, after `withFakeApi()`.
 */
export const signedInReaders = (api: () => InProcessFakeApi): ((email: string) => Promise<Customer>) => {
  const sessions = new Map<string, Promise<Customer>>();
  return (email) => {
    const known = sessions.get(email);
    if (known !== undefined) return known;
    const session = signedIn(api(), email);
    sessions.set(email, session);
    return session;
  };
};

/**
 * A shell over the same fake API and storage (so the same session) whose transport answers the requests `answer`
 * picks itself, before they reach the fake API: an operator failing one call, or replying without a body, which the
 * demo world cannot be asked to do. `answer` gives undefined for requests that go on to the fake API.
 */
export const withTransport = (
  api: InProcessFakeApi,
  storage: StorageService,
  answer: (url: string, init: RequestInit | undefined) => Response | undefined,
): Visitor =>
  visitor(
    {
      ...api,
      fetch: async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        return answer(url, init) ?? api.fetch(input, init);
      },
    },
    storage,
  );
