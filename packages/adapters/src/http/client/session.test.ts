import * as Either from "effect/Either";
import { afterEach, describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { LOGOUT_CLEARS } from "@waea/domain/session";
import { startTestServer, type SeenRequest, type TestReply } from "./test-server";
import type { ApiClient } from "./make-api-client";
import { MINUTE, START, authData, clientFor, run } from "./test-support";

const CUSTOMER = "c-1";
const page = { Invoices: [], PageInfo: { TotalItemCount: 0 } };

/** An operator that renews sessions at auth_check and answers invoice lists when the bearer token is fresh. */
const operator = (request: SeenRequest): TestReply => {
  if (request.url.startsWith("/api/v2/67/auth_check")) {
    const body = JSON.parse(request.body) as { AuthNonce?: string };
    return body.AuthNonce === "refresh-ok"
      ? { body: authData("fresh.jwt.token", START + 60 * MINUTE) }
      : { status: 400, body: { err_message: "unknown error in Auth" } };
  }
  return request.headers.authorization === "Bearer fresh.jwt.token" ||
    request.headers.authorization === "Bearer good.jwt"
    ? { body: page }
    : { status: 401, body: { err_message: "token expired" } };
};

const servers: Array<{ close: () => Promise<void> }> = [];
const serve = async (respond: (request: SeenRequest) => TestReply | Promise<TestReply>) => {
  const server = await startTestServer(respond);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const list = (client: ApiClient, pageNumber = 1) =>
  client.api.billing.listInvoices({
    params: { customerUUID: CUSTOMER },
    query: { PageSize: 10, PageNumber: pageNumber },
  });

describe("the one identity check (spec 01 §4, AUTH-08)", () => {
  it("20 concurrent requests with an expired token cause exactly one auth_check, then all succeed", async () => {
    const server = await serve(operator);
    const { client, stored } = await clientFor(server.baseUrl, {
      auth: authData("old.jwt", START - MINUTE),
      refreshToken: "refresh-ok",
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => run(list(client, n + 1))));
    expect(results.every(Either.isRight)).toBe(true);
    const checks = server.seen.filter((request) => request.url === "/api/v2/67/auth_check");
    expect(checks).toHaveLength(1);
    expect(JSON.parse(checks[0]?.body ?? "{}")).toMatchObject({
      AuthNonce: "refresh-ok",
      SPID: 67,
      IncludeRoles: true,
    });
    expect(checks[0]?.headers.authorization).toBeUndefined();
    expect(
      server.seen.filter((request) => request.headers.authorization === "Bearer fresh.jwt.token"),
    ).toHaveLength(20);
    expect(stored(StorageKeys.auth)).toContain("fresh.jwt.token");
  });

  it("a token within its last five minutes is renewed first; a valid one is sent as is", async () => {
    const server = await serve(operator);
    const near = await clientFor(server.baseUrl, {
      auth: authData("good.jwt", START + 4 * MINUTE),
      refreshToken: "refresh-ok",
    });
    expect(Either.isRight(await run(list(near.client)))).toBe(true);
    expect(server.seen.map((request) => request.url)[0]).toBe("/api/v2/67/auth_check");
    const valid = await clientFor(server.baseUrl, {
      auth: authData("good.jwt", START + 30 * MINUTE),
      refreshToken: "refresh-ok",
    });
    server.seen.length = 0;
    expect(Either.isRight(await run(list(valid.client)))).toBe(true);
    expect(server.seen.map((request) => request.headers.authorization)).toEqual(["Bearer good.jwt"]);
  });

  it("a refused check logs out once, clearing LOGOUT_CLEARS and keeping preferences", async () => {
    const server = await serve(operator);
    const { client, stored, logouts } = await clientFor(server.baseUrl, {
      auth: authData("old.jwt", START - MINUTE),
      refreshToken: "refresh-revoked",
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => run(list(client))));
    for (const result of results) expect(Either.isLeft(result) && result.left._tag).toBe("Unauthorized");
    expect(server.seen).toHaveLength(1);
    for (const key of LOGOUT_CLEARS) expect(stored(key)).toBeUndefined();
    expect(stored(StorageKeys.preferences)).toBe('{"lang":"mi-NZ"}');
    expect(logouts).toHaveLength(1);
  });

  it("without a token or refresh token nothing is sent: 'No auth token'", async () => {
    const server = await serve(operator);
    const { client, logouts } = await clientFor(server.baseUrl);
    const result = await run(list(client));
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "Unauthorized",
      message: "No auth token",
    });
    expect(server.seen).toHaveLength(0);
    expect(logouts).toHaveLength(0);
  });

  it("an unreachable check keeps the session: a near-expiry token is still used", async () => {
    const server = await serve((request) =>
      request.url.includes("auth_check") ? { hang: true } : { body: page },
    );
    const { client, stored } = await clientFor(
      server.baseUrl,
      { auth: authData("good.jwt", START + 4 * MINUTE), refreshToken: "refresh-ok" },
      // The hanging check times out; the list call after it must not, even on a loaded machine.
      { timeoutMs: 1_000 },
    );
    expect(Either.isRight(await run(list(client)))).toBe(true);
    expect(stored(StorageKeys.refreshToken)).toBe("refresh-ok");
  });
});

describe("the refreshed token in response headers (AUTH-08)", () => {
  it("replaces the stored JWT and its expiry", async () => {
    const expiry = new Date(START + 90 * MINUTE).toISOString();
    const server = await serve(() => ({
      body: page,
      headers: { "x-refreshed-token": "renewed.jwt", "x-refreshed-token-expiry": expiry },
    }));
    const { client, stored } = await clientFor(server.baseUrl, {
      auth: authData("good.jwt", START + 20 * MINUTE),
    });
    expect(Either.isRight(await run(list(client)))).toBe(true);
    expect(JSON.parse(stored(StorageKeys.auth) ?? "{}")).toMatchObject({
      JWT: "renewed.jwt",
      JWTExpiry: expiry,
    });
  });
});
