import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Fiber from "effect/Fiber";
import { afterEach, describe, expect, it } from "vitest";
import type { ApiClient } from "./make-api-client";
import { startTestServer, type SeenRequest, type TestReply } from "./test-server";
import { MINUTE, START, authData, clientFor } from "./test-support";

const servers: Array<{ close: () => Promise<void> }> = [];
const serve = async (respond: (request: SeenRequest) => TestReply | Promise<TestReply>) => {
  const server = await startTestServer(respond);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Waits (in real time) until `holds` does, for at most two seconds. */
const until = async (holds: () => boolean): Promise<void> => {
  for (let waited = 0; !holds(); waited += 10) {
    if (waited > 2000) throw new Error("waited in vain");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const signedIn = { auth: authData("good.jwt", START + 60 * MINUTE) };
const invoices = { Invoices: [], PageInfo: { PageNumber: 1, TotalItemCount: 0 } };
/** A cached read (invoice pages live 5 minutes). */
const page = (client: ApiClient) =>
  client.api.billing.listInvoices({
    params: { customerUUID: "c-1" },
    query: { PageSize: 10, PageNumber: 1 },
  });

describe("interrupting a call", () => {
  it("aborts its request, leaves no reply in the cache, and the next call asks afresh", async () => {
    let answer = false;
    const server = await serve(() => (answer ? { body: invoices } : { hang: true }));
    const { client } = await clientFor(server.baseUrl, signedIn);
    const fiber = Effect.runFork(page(client));
    await until(() => server.seen.length === 1);
    await Effect.runPromise(Fiber.interrupt(fiber));
    await until(() => server.aborted.length === 1);
    expect(client.cachedReplies()).toBe(0);

    answer = true;
    const next = await Effect.runPromise(Effect.either(page(client)));
    expect(Either.isRight(next)).toBe(true);
    expect(server.seen).toHaveLength(2);
    expect(client.cachedReplies()).toBe(1);
  });

  it("of a merged load lets the request go on for the caller still waiting", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = await serve(async () => {
      await gate;
      return { body: invoices };
    });
    const { client } = await clientFor(server.baseUrl, signedIn);
    const leaving = Effect.runFork(page(client));
    const staying = Effect.runFork(Effect.either(page(client)));
    await until(() => server.seen.length === 1);
    await Effect.runPromise(Fiber.interrupt(leaving));
    release();
    expect(Either.isRight(await Effect.runPromise(Fiber.join(staying)))).toBe(true);
    expect(server.aborted).toHaveLength(0);
    expect(server.seen).toHaveLength(1);
    expect(client.cachedReplies()).toBe(1);
  });

  it("of every caller of a merged load aborts the one request", async () => {
    const server = await serve(() => ({ hang: true }));
    const { client } = await clientFor(server.baseUrl, signedIn);
    const first = Effect.runFork(page(client));
    const second = Effect.runFork(page(client));
    await until(() => server.seen.length === 1);
    await Effect.runPromise(Fiber.interrupt(first));
    expect(server.aborted).toHaveLength(0);
    await Effect.runPromise(Fiber.interrupt(second));
    await until(() => server.aborted.length === 1);
    expect(server.seen).toHaveLength(1);
    expect(client.cachedReplies()).toBe(0);
  });
});
