import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthApi } from "@waea/domain/session/api";
import { BillingRoutesApi } from "@waea/domain/billing-routes/api";
import { BroadbandApi } from "@waea/domain/broadband/api";
import { SPID } from "@waea/domain/config";
import { PaymentsApi } from "@waea/domain/payments/api";
import { PlansApi } from "@waea/domain/plans/api";
import { Storage, makeMemoryStorage } from "@waea/domain/ports";
import { startTestServer } from "../client/test-server";
import { httpAuthApiLayer } from "./auth-http";
import type { HttpPorts } from "./client-layer";
import { makeLazyHttpLayer } from "./lazy-http-layer";

const loads = vi.hoisted(() => ({
  plans: 0,
  payments: 0,
  cards: 0,
  balances: 0,
  history: 0,
  autoTopUp: 0,
  routes: 0,
  routeList: 0,
  broadband: 0,
  broadbandSummary: 0,
}));
vi.mock("./plans-http", async (importOriginal) => {
  loads.plans += 1;
  return importOriginal();
});
vi.mock("./payments-http", async (importOriginal) => {
  loads.payments += 1;
  return importOriginal();
});
vi.mock("./payment-cards-http", async (importOriginal) => {
  loads.cards += 1;
  return importOriginal();
});
vi.mock("./payment-balances-http", async (importOriginal) => {
  loads.balances += 1;
  return importOriginal();
});
vi.mock("./payment-history-http", async (importOriginal) => {
  loads.history += 1;
  return importOriginal();
});
vi.mock("./payment-auto-top-up-http", async (importOriginal) => {
  loads.autoTopUp += 1;
  return importOriginal();
});
vi.mock("./broadband-http", async (importOriginal) => {
  loads.broadband += 1;
  return importOriginal();
});
vi.mock("./broadband-summary-http", async (importOriginal) => {
  loads.broadbandSummary += 1;
  return importOriginal();
});
vi.mock("./billing-routes-http", async (importOriginal) => {
  loads.routes += 1;
  return importOriginal();
});
vi.mock("./billing-route-list-http", async (importOriginal) => {
  loads.routeList += 1;
  return importOriginal();
});

const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const withStorage = (layer: Layer.Layer<HttpPorts, never, Storage>) =>
  layer.pipe(Layer.provide(Layer.succeed(Storage, makeMemoryStorage())));

const portsOf = (layer: Layer.Layer<HttpPorts, never, Storage>) =>
  Effect.runPromise(
    Effect.map(Effect.context<HttpPorts>(), (context) => [...context.unsafeMap.keys()].sort()).pipe(
      Effect.provide(withStorage(layer)),
    ),
  );

describe("makeLazyHttpLayer", () => {
  it("loads a port's module (its calls and their schemas) with the port's first call, not with the layer", async () => {
    const server = await startTestServer(() => ({ status: 404, body: { message: "no such product" } }));
    servers.push(server);
    const layer = withStorage(makeLazyHttpLayer({ baseUrl: server.baseUrl }, [httpAuthApiLayer]));
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const plans = yield* PlansApi;
        const before = loads.plans;
        const reply = yield* Effect.either(plans.postpayMobilePlans());
        return { before, after: loads.plans, reply };
      }).pipe(Effect.provide(layer)),
    );
    expect(outcome.before).toBe(0);
    expect(outcome.after).toBe(1);
    // The call went out through the loaded port, as the eager one sends it.
    expect(server.seen.map((request) => request.url)).toEqual(["/api/v1/67/postpay_mobile_plans"]);
    expect(outcome.reply._tag).toBe("Left");
  });

  it("loads the restore's card, routes and fibre lists (and the balances) without their contexts' whole ports", async () => {
    const layer = withStorage(makeLazyHttpLayer({ baseUrl: "http://127.0.0.1:9" }, [httpAuthApiLayer]));
    const replies = await Effect.runPromise(
      Effect.gen(function* () {
        const payments = yield* PaymentsApi;
        const routes = yield* BillingRoutesApi;
        const broadband = yield* BroadbandApi;
        return yield* Effect.all([
          Effect.flip(payments.listPaymentMethods("c-1")),
          Effect.flip(routes.listRoutes("c-1")),
          Effect.flip(payments.getAccount("c-1")),
          Effect.flip(broadband.fibreList("UFB", { SPID, UUID: "c-1", PageNumber: 1, PageItemCount: 10 })),
        ]);
      }).pipe(Effect.provide(layer)),
    );
    // Signed out, both calls reach the client through their parts and end there, as the whole ports' do.
    expect(replies.map((error) => [error._tag, error.call])).toEqual([
      ["Unauthorized", "payments.listPaymentMethods"],
      ["Unauthorized", "billingRoutes.listRoutes"],
      ["Unauthorized", "payments.getAccount"],
      ["Unauthorized", "broadband.fibreListUfb"],
    ]);
    expect(loads).toMatchObject({
      cards: 1,
      balances: 1,
      routeList: 1,
      broadbandSummary: 1,
      payments: 0,
      routes: 0,
      broadband: 0,
    });
  });

  it("loads the payment history and the auto top-up's read (their pages' first reads) without the payments port", async () => {
    const layer = withStorage(makeLazyHttpLayer({ baseUrl: "http://127.0.0.1:9" }, [httpAuthApiLayer]));
    const replies = await Effect.runPromise(
      Effect.gen(function* () {
        const payments = yield* PaymentsApi;
        return yield* Effect.all([
          Effect.flip(payments.paymentHistory("c-1", { PageNumber: 1, PageSize: 14 })),
          Effect.flip(payments.autoTopUp("c-1", "p-1")),
        ]);
      }).pipe(Effect.provide(layer)),
    );
    expect(replies.map((error) => [error._tag, error.call])).toEqual([
      ["Unauthorized", "payments.paymentHistory"],
      ["Unauthorized", "payments.autoTopUp"],
    ]);
    expect(loads).toMatchObject({ history: 1, autoTopUp: 1, payments: 0 });
  });

  it("provides every port makeHttpLayer does, an eager one as its own service", async () => {
    // Imported here: the eager layer's module loads every port (the test above counts the plans port's loads).
    const { makeHttpLayer } = await import("./http-layer");
    const lazy = makeLazyHttpLayer({ baseUrl: "http://127.0.0.1:9" }, [httpAuthApiLayer]);
    expect(await portsOf(lazy)).toEqual(await portsOf(makeHttpLayer({ baseUrl: "http://127.0.0.1:9" })));
    const services = await Effect.runPromise(
      Effect.map(Effect.context<AuthApi | PlansApi>(), (context) => ({
        auth: Object.keys(Context.get(context, AuthApi)),
        plans: Object.keys(Context.get(context, PlansApi)),
      })).pipe(Effect.provide(withStorage(lazy))),
    );
    // The eager port is the module's own object; a lazy one has no members until it is called.
    expect(services.auth).toContain("signIn");
    expect(services.plans).toEqual([]);
  });
});
