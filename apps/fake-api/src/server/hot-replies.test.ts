import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { REFRESH_WINDOW_MS, TOKEN_LIFETIME_MS, issueJwt } from "../auth/session-tokens";
import { makeFakeClock } from "../world/clock";
import { openWorldStore } from "../world/store";
import { REFRESHED_TOKEN_HEADER } from "@waea/adapters/http/client";
import { DEMO_PASSWORD } from "../world/demo-accounts";
import { makeHotReplies } from "./hot-replies";
import { startFakeApi } from "./start";
import { FROZEN_AT } from "../in-process/open-fake-api";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A store, the hot replies over it, and a server that answers 404 "routed" whatever the hot path leaves. */
const setup = async () => {
  const store = await openWorldStore({
    seed: 67,
    bulk: 0,
    clock: makeFakeClock({ frozenAt: FROZEN_AT, realNow: () => 0 }),
  });
  const hot = makeHotReplies(store);
  const server = createServer((request, response) => {
    if (!hot.serve(request, response)) response.writeHead(404).end("routed");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = Object.values(store.world.core.logins)[0];
  if (login === undefined) throw new Error("no login in the demo world");
  const issued = issueJwt(store.keys, login, store.clock.nowMillis(), "no-session");
  const token = issued.jwt;
  /** What the route passes: the verified token's expiry in seconds. */
  const expiry = issued.expiresAtMillis / 1000;
  const get = async (
    path: string,
    headers: Record<string, string> = { authorization: `Bearer ${token}` },
  ) => {
    const response = await fetch(`${base}${path}`, { headers });
    return {
      status: response.status,
      body: await response.text(),
      type: response.headers.get("content-type"),
    };
  };
  return { store, hot, token, expiry, get };
};

describe("hot replies", () => {
  it("answers a remembered GET with the same JSON while the world is unchanged", async () => {
    const { store, hot, token, expiry, get } = await setup();
    expect((await get("/api/x?a=1")).body).toBe("routed");
    hot.remember("/api/x?a=1", `Bearer ${token}`, expiry, store.version, '{"a":1}');
    expect(await get("/api/x?a=1")).toEqual({
      status: 200,
      body: '{"a":1}',
      type: "application/json; charset=utf-8",
    });
    expect((await get("/api/x?a=2")).body).toBe("routed");
    expect((await get("/api/x?a=1", {})).body).toBe("routed");
    expect(hot.served()).toBe(1);
  });

  it("leaves the request to the routes once the world changed, for another origin, or a token due for renewal", async () => {
    const { store, hot, token, expiry, get } = await setup();
    const remember = () => hot.remember("/api/x", `Bearer ${token}`, expiry, store.version, "{}");
    remember();
    expect((await get("/api/x", { authorization: `Bearer ${token}`, origin: "http://elsewhere" })).body).toBe(
      "routed",
    );
    store.changed();
    expect((await get("/api/x")).body).toBe("routed");
    remember();
    expect((await get("/api/x")).status).toBe(200);
    store.clock.advance(TOKEN_LIFETIME_MS - REFRESH_WINDOW_MS);
    expect((await get("/api/x")).body).toBe("routed");
    store.clock.advance(REFRESH_WINDOW_MS);
    expect((await get("/api/x")).body).toBe("routed");
  });

  it("serves a public call's reply whatever the time, and only to the same Authorization header", async () => {
    const { store, hot, token, get } = await setup();
    hot.remember("/api/public", undefined, undefined, store.version, "[]");
    store.clock.advance(TOKEN_LIFETIME_MS * 10);
    expect((await get("/api/public", {})).body).toBe("[]");
    expect((await get("/api/public", { authorization: `Bearer ${token}` })).body).toBe("routed");
  });
});

describe("hot replies through the listening server", () => {
  it("a repeated read answers from memory until the token is due for renewal, then the route renews it", async () => {
    const running = await startFakeApi({
      port: 0,
      seed: 67,
      frozenClockAt: FROZEN_AT,
      log: () => undefined,
    });
    try {
      const signIn = await fetch(`${running.baseUrl}/v2/67/auth`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          IdentityProvider: "LOCAL",
          AuthID: "postpay@waea.test",
          AuthCode: DEMO_PASSWORD,
          SPID: 67,
          IncludeRoles: true,
        }),
      });
      const auth = (await signIn.json()) as { JWT: string; AuthResponse: { CustomerUUID: string } };
      const url = `${running.baseUrl}/v3/customer/${auth.AuthResponse.CustomerUUID}/invoices?PageSize=10&PageNumber=1`;
      const read = () => fetch(url, { headers: { authorization: `Bearer ${auth.JWT}` } });
      const first = await read();
      const body = await first.text();
      const again = await read();
      expect(await again.text()).toBe(body);
      expect(again.headers.get(REFRESHED_TOKEN_HEADER)).toBeNull();
      running.store.clock.advance(TOKEN_LIFETIME_MS - REFRESH_WINDOW_MS + 1000);
      const due = await read();
      expect(due.status).toBe(200);
      expect(due.headers.get(REFRESHED_TOKEN_HEADER)).not.toBeNull();
    } finally {
      await running.close();
    }
  });
});
