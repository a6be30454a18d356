import type { CallDefinition, InputOf } from "@waea/adapters/http/contract";
import type { AuthData } from "@waea/domain/session";
import type { RunningFakeApi } from "@waea/fake-api/server";
import type { TestClient } from "../fake-api";

/** What an example can use to build its request: the session it runs in, and the fake API's doors. */
export interface ExampleContext {
  readonly api: RunningFakeApi;
  readonly test: TestClient;
  /** The auth data of the demo login the example runs as (bearer calls). */
  readonly auth: AuthData;
  /** The n-th customer account of the signed-in login. */
  readonly customer: (index?: number) => string;
  /** A control door of the fake API (codes, clock). */
  readonly control: (path: string, body?: unknown) => Promise<Record<string, unknown>>;
}

/**
 * A valid request for one contract entry, run against a freshly reset demo world: the demo login it signs in as
 * (default postpay@waea.test), and its input, built after the sign-in (setup calls may go first).
 */
export interface Example<D extends CallDefinition> {
  readonly as?: string;
  readonly input: (context: ExampleContext) => Promise<InputOf<D>> | InputOf<D>;
}

/** One example per entry of a set of calls: a missing one does not compile. */
export type Examples<Calls extends Record<string, CallDefinition>> = {
  readonly [Id in keyof Calls]: Example<Calls[Id]>;
};

/**
 * Any entry's example, its input unknown: the type of the whole table (index.ts), whose users cast an input to what
 * they send. Each context's examples are checked against their own calls where they are written.
 */
export interface AnyExample {
  readonly as?: string;
  readonly input: (context: ExampleContext) => unknown;
}
