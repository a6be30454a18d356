import type { FastifyInstance, InjectOptions } from "fastify";
import type { AuthData } from "@waea/domain/session";
import { makeFakeClock } from "../world/clock";
import { DEMO_PASSWORD } from "../world/demo-accounts";
import { openWorldStore, type StoreOptions } from "../world/store";
import { buildApp } from "./app";

export const TEST_START = Date.parse("2026-11-21T10:00:00Z");

/** The app in memory (Fastify inject), seed 67, the clock frozen at TEST_START, control on. */
export const testApp = async (options: Partial<StoreOptions> & { readonly webDist?: string } = {}) => {
  const clock = makeFakeClock({ frozenAt: TEST_START, realNow: () => 0 });
  const store = await openWorldStore({
    seed: 67,
    bulk: 0,
    clock,
    simulation: { paymentDelayMs: 0 },
    ...options,
  });
  const logs: string[] = [];
  const app: FastifyInstance = await buildApp(store, {
    control: true,
    log: (line) => logs.push(line),
    ...(options.webDist === undefined ? {} : { webDist: options.webDist }),
  });
  const call = async (request: InjectOptions, token?: string) => {
    const response = await app.inject({
      ...request,
      headers: { ...request.headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      json: () => response.json(),
    };
  };
  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<AuthData> => {
    const response = await call({
      method: "POST",
      url: "/api/v2/67/auth",
      payload: { IdentityProvider: "LOCAL", AuthID: email, AuthCode: password, SPID: 67, IncludeRoles: true },
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return response.json() as AuthData;
  };
  return { app, store, clock, logs, call, signIn };
};
