// Test fixture for the payments use-case tests: a seeded in-memory operator, card provider, storage and analytics,
// at a known instant on Effect's Clock. Not exported from the context.
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import {
  Analytics,
  Payments,
  Storage,
  frozenClock,
  makeMemoryAnalytics,
  makeMemoryPayments,
  makeMemoryStorage,
  millisToNanos,
  type PaymentsService,
} from "../../ports";
import type { PaymentMethod } from "../payment-method";
import { PaymentsApi, type PaymentsApiService } from "../payments-api";
import { makeMemoryPaymentsApi, type PaymentsWorld } from "../payments-api-memory";

export const NOW = Date.UTC(2026, 2, 15);

const card = (
  UUID: string,
  Rank: number,
  CardExpiryMonth: number,
  CardExpiryYear: number,
): PaymentMethod => ({
  UUID,
  Rank,
  CardType: "visa",
  CardLast4: "4242",
  Token: `tok_${UUID}`,
  CardExpiryMonth,
  CardExpiryYear,
});

export const seededWorld = (): PaymentsWorld => ({
  paymentMethods: {
    c1: [card("a", 1, 12, 2028), card("b", 2, 6, 2029), card("old", 3, 1, 2025)],
    c3: [card("soon", 1, 3, 2026)],
  },
  prepayProducts: {
    c1: [{ UUID: "pp1", MainBalCreditCents: 1000, CreatedAtNanos: millisToNanos(Date.UTC(2025, 5, 1)) }],
    c2: [{ UUID: "pp2", MainBalCreditCents: 100 }],
    c3: [{ UUID: "pp3", MainBalCreditCents: 0 }],
  },
  addonPrices: { "av-small": 500, "av-big": 5000 },
  accounts: { c1: { Balance: 4500 }, c2: { Balance: 0 } },
  postpayProducts: { c1: ["post1"], c2: ["post2"] },
  vouchers: { "1234567890123": 2000 },
  promoCodes: { WELCOME: "Free data for a week" },
  history: {
    c1: Array.from({ length: 20 }, (_, i) => ({
      Status: i % 2 === 0 ? "COMPLETED" : "FAILED",
      AmountCents: 1000 + i,
      CreatedAtNanos: millisToNanos(Date.UTC(2026, 0, 1 + i)),
    })),
  },
});

export interface Setup {
  readonly world?: PaymentsWorld;
  /** Milliseconds each add-on purchase call takes, on Effect's Clock (TestClock in runOnTestClock). */
  readonly latencyMillis?: number;
  readonly payments?: PaymentsService;
  readonly api?: (base: PaymentsApiService) => PaymentsApiService;
}

type Services = PaymentsApi | Payments | Storage | Analytics;

/** The operator answers the add-on purchases only after `millis`. */
const slowPurchases = (api: PaymentsApiService, millis: number): PaymentsApiService => ({
  ...api,
  purchasePrepayAddon: (...args) => Effect.delay(api.purchasePrepayAddon(...args), millis),
  purchasePrepayAddonInitial: (...args) => Effect.delay(api.purchasePrepayAddonInitial(...args), millis),
  purchasePostpayAddon: (...args) => Effect.delay(api.purchasePostpayAddon(...args), millis),
});

export const setup = (options: Setup = {}) => {
  const api = makeMemoryPaymentsApi(options.world ?? seededWorld(), { nowMillis: () => NOW });
  const payments = makeMemoryPayments();
  const storage = makeMemoryStorage();
  const analytics = makeMemoryAnalytics();
  const served = options.api === undefined ? api : options.api(api);
  const layer = Layer.mergeAll(
    Layer.succeed(PaymentsApi, slowPurchases(served, options.latencyMillis ?? 0)),
    Layer.succeed(Payments, options.payments ?? payments),
    Layer.succeed(Storage, storage),
    Layer.succeed(Analytics, analytics),
  );
  const provide = <A, E>(program: Effect.Effect<A, E, Services>): Effect.Effect<A, E> =>
    Effect.provide(program, layer);
  /** Runs a program that does not wait, at NOW on a frozen clock. */
  const run = <A, E>(program: Effect.Effect<A, E, Services>) =>
    Effect.runPromise(Effect.either(provide(program)).pipe(Effect.withClock(frozenClock(NOW))));
  /** Runs a test script on TestClock set to NOW: it forks the program it tests, moves the clock and joins. */
  const runOnTestClock = <A>(script: Effect.Effect<A>) =>
    Effect.runPromise(
      Effect.zipRight(TestClock.setTime(NOW), script).pipe(Effect.provide(TestContext.TestContext)),
    );
  return { api, payments, storage, analytics, provide, run, runOnTestClock };
};

/** A card provider whose confirmations never reach "succeeded". */
export const processingPayments: PaymentsService = {
  confirmCardPayment: () => Effect.succeed({ status: "processing", id: "pi_x" }),
  confirmCardSetup: () => Effect.succeed({ status: "requires_action", id: "seti_x" }),
};
