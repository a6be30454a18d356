import * as Either from "effect/Either";
import { afterEach, describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { startTestServer, type SeenRequest, type TestReply } from "./test-server";
import type { ApiClient } from "./make-api-client";
import { MINUTE, START, authData, clientFor, run } from "./test-support";

const servers: Array<{ close: () => Promise<void> }> = [];
const serve = async (respond: (request: SeenRequest) => TestReply | Promise<TestReply>) => {
  const server = await startTestServer(respond);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const signedIn = { auth: authData("good.jwt", START + 60 * MINUTE), refreshToken: "refresh" };
const cycle = (client: ApiClient) => client.api.billing.getBillingCycle({ params: { account: "c-1" } });
const failure = async (reply: TestReply) => {
  const server = await serve(() => reply);
  const setup = await clientFor(server.baseUrl, signedIn);
  const result = await run(cycle(setup.client));
  return { ...setup, server, error: Either.isLeft(result) ? result.left : undefined };
};

describe("session outcomes of error statuses (spec 01 §4, §8, AUTH-08)", () => {
  it("401 logs out and tells the shell", async () => {
    const { error, stored, logouts } = await failure({ status: 401, body: { err_message: "token expired" } });
    expect(error).toMatchObject({
      _tag: "Unauthorized",
      call: "billing.getBillingCycle",
      message: "token expired",
    });
    expect(stored(StorageKeys.auth)).toBeUndefined();
    expect(stored(StorageKeys.refreshToken)).toBeUndefined();
    expect(stored(StorageKeys.cart)).toBeUndefined();
    expect(stored(StorageKeys.preferences)).toBeDefined();
    expect(logouts).toEqual([{ call: "billing.getBillingCycle", message: "token expired" }]);
  });

  it("401 with error number 1002 keeps the session", async () => {
    const { error, stored, logouts } = await failure({
      status: 401,
      body: { err_message: "password required", err_number: 1002 },
    });
    expect(error).toMatchObject({
      _tag: "ApiFailure",
      status: 401,
      errorNumber: 1002,
      message: "password required",
    });
    expect(stored(StorageKeys.auth)).toBeDefined();
    expect(logouts).toEqual([]);
  });

  it("403 is passed on as Forbidden and keeps the session", async () => {
    const { error, stored } = await failure({ status: 403, body: { message: "not yours" } });
    expect(error).toMatchObject({ _tag: "Forbidden", message: "not yours" });
    expect(stored(StorageKeys.auth)).toBeDefined();
  });

  it("429 is passed on as TooManyAttempts with its Retry-After, and keeps the session", async () => {
    const { error, stored, logouts } = await failure({
      status: 429,
      headers: { "retry-after": "900" },
      body: { err_message: "Too many attempts. Try again in 15 minutes." },
    });
    expect(error).toMatchObject({ _tag: "TooManyAttempts", retryAfterSeconds: 900 });
    expect(stored(StorageKeys.auth)).toBeDefined();
    expect(logouts).toEqual([]);
  });

  it("a 429 without a number of seconds waits a minute", async () => {
    const { error } = await failure({
      status: 429,
      headers: { "retry-after": "Wed, 21 Oct 2026 07:28:00 GMT" },
    });
    expect(error).toMatchObject({ _tag: "TooManyAttempts", retryAfterSeconds: 60 });
  });

  it("a 401 of a call without a session (sign-in) is an ordinary failure", async () => {
    const server = await serve(() => ({ status: 401, body: { err_message: "nope" } }));
    const { client, logouts } = await clientFor(server.baseUrl, signedIn);
    const result = await run(
      client.api.auth.signIn({
        body: { IdentityProvider: "LOCAL", AuthID: "a@b.nz", AuthCode: "x", SPID: 67, IncludeRoles: true },
      }),
    );
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "ApiFailure", status: 401 });
    expect(logouts).toEqual([]);
  });
});

describe("error text extraction order (spec 01 §8)", () => {
  it("err_message, then message, then error.message, then the status", async () => {
    expect((await failure({ status: 400, body: { err_message: "a", message: "b" } })).error?.message).toBe(
      "a",
    );
    expect(
      (await failure({ status: 400, body: { message: "b", error: { message: "c" } } })).error?.message,
    ).toBe("b");
    expect((await failure({ status: 409, body: { error: { message: "c" } } })).error?.message).toBe("c");
    expect((await failure({ status: 500, body: "<html>oops</html>" })).error).toMatchObject({
      _tag: "ApiFailure",
      status: 500,
      message: "500 Internal Server Error",
    });
    expect(
      (await failure({ status: 422, body: { err_message: "x", ErrorNumber: "7" } })).error,
    ).toMatchObject({
      errorNumber: 7,
    });
  });
});

describe("replies that do not match the contract", () => {
  it("name the call and the field, never throw", async () => {
    const server = await serve(() => ({
      body: { Invoices: [{ Number: "1", Status: "LOST" }], PageInfo: {} },
    }));
    const { client } = await clientFor(server.baseUrl, signedIn);
    const result = await run(
      client.api.billing.listInvoices({
        params: { customerUUID: "c-1" },
        query: { PageSize: 10, PageNumber: 1 },
      }),
    );
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "DecodeError",
      call: "billing.listInvoices",
      field: "Invoices.0.Status",
    });
  });

  it("an empty body where one is required is 'no response data'; a non-JSON body is named too", async () => {
    expect((await failure({ status: 200 })).error).toMatchObject({
      _tag: "DecodeError",
      field: "(reply)",
      message: "no response data",
    });
    expect((await failure({ status: 200, body: "not json" })).error).toMatchObject({
      _tag: "DecodeError",
      message: "the reply is not JSON",
    });
  });
});

describe("transport", () => {
  it("an unreachable server is a NetworkError", async () => {
    const server = await serve(() => ({}));
    await server.close();
    const { client } = await clientFor(server.baseUrl, signedIn);
    const result = await run(cycle(client));
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "NetworkError",
      call: "billing.getBillingCycle",
    });
  });

  it("a request past its timeout is a NetworkError (the signal is set per request, no retries)", async () => {
    const server = await serve(() => ({ hang: true }));
    // Long enough for the request to reach the server on a busy machine, so "exactly one" proves no retry.
    const { client } = await clientFor(server.baseUrl, signedIn, { timeoutMs: 1000 });
    const result = await run(cycle(client));
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "NetworkError",
      message: "timeout after 1000 ms",
    });
    expect(server.seen).toHaveLength(1);
  });

  it("follows one redirect and refuses a second", async () => {
    const server = await serve((request) =>
      request.url.startsWith("/api/customers/c-1/")
        ? { status: 307, headers: { location: "/api/moved/once" } }
        : request.url === "/api/moved/once"
          ? { body: { BillingCycle: { Type: "monthly" } } }
          : { status: 302, headers: { location: "/api/moved/again" } },
    );
    const { client } = await clientFor(server.baseUrl, signedIn);
    const result = await run(cycle(client));
    expect(Either.isRight(result) && result.right).toEqual({ BillingCycle: { Type: "monthly" } });
    expect(server.seen[1]?.headers.authorization).toBe("Bearer good.jwt");
    const twice = await run(client.api.billing.getBillingCycle({ params: { account: "c-2" } }));
    expect(Either.isLeft(twice) && twice.left).toMatchObject({
      _tag: "NetworkError",
      message: "more than one redirect",
    });
  });

  it("encodes path params as one segment and the query from its schema", async () => {
    const server = await serve(() => ({ body: { Transactions: [], PageInfo: { TotalItemCount: 0 } } }));
    const { client } = await clientFor(server.baseUrl, signedIn);
    await run(
      client.api.billing.listCharges({
        params: { customerUUID: "a/b c" },
        query: { PageNumber: 2, PageSize: 14, SortDesc: false },
      }),
    );
    expect(server.seen[0]?.url).toBe(
      "/api/v2/customer/a%2Fb%20c/charges?PageNumber=2&PageSize=14&SortDesc=false",
    );
  });
});
