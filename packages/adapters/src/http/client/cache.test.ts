import * as Either from "effect/Either";
import { afterEach, describe, expect, it } from "vitest";
import { BILLING_CACHE_MILLIS } from "@waea/domain/billing";
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

const signedIn = { auth: authData("good.jwt", START + 600 * MINUTE) };

/** Invoice pages whose total the test can shrink. */
const invoiceServer = (total: { value: number }) =>
  serve((request) => {
    if (request.method === "POST")
      return { body: { BillingCycle: { Type: "days", Value: 7 }, ClosedInvoices: [] } };
    const url = new URL(request.url, "http://x");
    const pageNumber = Number(url.searchParams.get("PageNumber"));
    return {
      body: {
        Invoices: [],
        PageInfo: { PageNumber: pageNumber, TotalItemCount: total.value },
      },
    };
  });

const page = (client: ApiClient, PageNumber: number, Status?: "PAID" | "DUE", PageSize = 10) =>
  client.api.billing.listInvoices({
    params: { customerUUID: "c-1" },
    query: { PageSize, PageNumber, ...(Status === undefined ? {} : { Status }) },
  });

describe("reply caches (spec 02 §7, §9)", () => {
  it("keeps an invoice page 5 minutes per status, size and page, by the Clock", async () => {
    const server = await invoiceServer({ value: 25 });
    const { client, advance } = await clientFor(server.baseUrl, signedIn);
    await run(page(client, 1));
    await run(page(client, 1));
    expect(server.seen).toHaveLength(1);
    await run(page(client, 1, "PAID"));
    await run(page(client, 1, undefined, 20));
    await run(page(client, 2));
    expect(server.seen).toHaveLength(4);
    await advance(BILLING_CACHE_MILLIS - 1);
    await run(page(client, 1));
    expect(server.seen).toHaveLength(4);
    await advance(1);
    await run(page(client, 1));
    expect(server.seen).toHaveLength(5);
  });

  it("merges duplicate concurrent loads into one request", async () => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = await serve(async () => {
      arrived();
      await gate;
      return { body: { Receipts: [] } };
    });
    const { client } = await clientFor(server.baseUrl, signedIn);
    const loads = Array.from({ length: 5 }, () =>
      run(client.api.billing.listReceipts({ params: { account: "c-1" } })),
    );
    await first;
    release();
    const results = await Promise.all(loads);
    expect(results.every(Either.isRight)).toBe(true);
    expect(server.seen).toHaveLength(1);
    // Not cached (the spec gives receipts no lifetime): the next load asks again.
    await run(client.api.billing.listReceipts({ params: { account: "c-1" } }));
    expect(server.seen).toHaveLength(2);
  });

  it("a write that declares `invalidates` drops the pages of its groups", async () => {
    const server = await invoiceServer({ value: 25 });
    const { client } = await clientFor(server.baseUrl, signedIn);
    await run(page(client, 1));
    await run(
      client.api.billing.setBillingCycle({
        params: { account: "c-1" },
        body: { BillingCycle: { Type: "days", Value: 7 } },
      }),
    );
    await run(page(client, 1));
    expect(server.seen.map((request) => request.method)).toEqual(["GET", "POST", "GET"]);
  });

  it("trims cached pages beyond a total that shrank", async () => {
    const total = { value: 25 };
    const server = await invoiceServer(total);
    const { client } = await clientFor(server.baseUrl, signedIn);
    for (const n of [1, 2, 3]) await run(page(client, n));
    await run(page(client, 3, "PAID"));
    expect(client.cachedReplies()).toBe(4);
    total.value = 12;
    // A fresh page reports 12: cached page 3 (items 21..) goes, page 2 (items 11..) stays, other statuses stay.
    await run(page(client, 4));
    const before = server.seen.length;
    await run(page(client, 2));
    await run(page(client, 3, "PAID"));
    expect(server.seen.length).toBe(before);
    await run(page(client, 3));
    expect(server.seen.length).toBe(before + 1);
  });

  it("forgets every reply when the session changes hands", async () => {
    const server = await invoiceServer({ value: 25 });
    const { client, storage } = await clientFor(server.baseUrl, signedIn);
    await run(page(client, 1));
    await run(
      storage.set(
        StorageKeys.auth,
        JSON.stringify(authData("other.jwt", START + 600 * MINUTE, { UUID: "login-2" })),
      ),
    );
    await run(page(client, 1));
    expect(server.seen).toHaveLength(2);
  });
});
