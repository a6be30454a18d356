import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { afterEach, describe, expect, it } from "vitest";
import { BILLING_CACHE_MILLIS } from "@waea/domain/billing";
import { Storage, StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { startTestServer } from "../client/test-server";
import { MINUTE, START, authData } from "../client/test-support";
import { HttpClient } from "./client-layer";
import { makeHttpLayer } from "./http-layer";
import { billingCalls } from "../contract/billing";

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("makeHttpLayer", () => {
  it("takes time from Effect's Clock: TestClock drives cache lifetimes and token validity", async () => {
    const server = await startTestServer(() => ({
      body: { Invoices: [], PageInfo: { PageNumber: 1, TotalItemCount: 0 } },
    }));
    servers.push(server);
    const logouts: string[] = [];
    const storage = makeMemoryStorage({
      [StorageKeys.auth]: JSON.stringify(authData("good.jwt", START + 60 * MINUTE)),
    });
    const layer = makeHttpLayer({
      baseUrl: server.baseUrl,
      onLogout: (reason) => logouts.push(reason.call),
    }).pipe(Layer.provide(Layer.succeed(Storage, storage)));
    const page = Effect.flatMap(HttpClient, (client) =>
      Effect.either(
        client.calls(billingCalls).listInvoices({
          params: { customerUUID: "c-1" },
          query: { PageSize: 10, PageNumber: 1 },
        }),
      ),
    );
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(START);
        return yield* Effect.gen(function* () {
          yield* page;
          yield* page;
          const cached = server.seen.length;
          yield* TestClock.adjust(BILLING_CACHE_MILLIS);
          yield* page;
          const lapsed = server.seen.length;
          yield* TestClock.adjust(60 * MINUTE);
          const expired = yield* page;
          return { cached, lapsed, expired, sent: server.seen.length };
        }).pipe(Effect.provide(layer));
      }).pipe(Effect.provide(TestContext.TestContext)),
    );
    expect([seen.cached, seen.lapsed]).toEqual([1, 2]);
    // An hour later by the TestClock the token has expired: nothing is sent and the session ends.
    expect(Either.isLeft(seen.expired) && seen.expired.left._tag).toBe("Unauthorized");
    expect(seen.sent).toBe(2);
    expect(logouts).toEqual(["billing.listInvoices"]);
  });
});
