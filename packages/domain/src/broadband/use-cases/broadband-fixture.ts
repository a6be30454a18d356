// Test fixture for the broadband use-case tests: a seeded in-memory operator on Effect's TestClock, with reads that
// can be made slow. Not exported from the context.
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Fiber from "effect/Fiber";
import * as Layer from "effect/Layer";
import * as ManagedRuntime from "effect/ManagedRuntime";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { CheckoutApi, makeMemoryCheckoutApi } from "../../checkout";
import {
  Analytics,
  makeMemoryAnalytics,
  makeMemoryPayments,
  makeMemoryStorage,
  Payments,
  Storage,
} from "../../ports";
import { BroadbandApi } from "../broadband-api";
import { makeMemoryBroadbandApi } from "../broadband-api-memory";
import type { BroadbandPlan } from "../broadband-plan";
import type { Modem } from "../modem";

export const START = Date.parse("2030-01-01T00:00:00Z");
export const auckland = {
  LocationProvider: "chorus",
  LocationProviderIDX: "idx-akl",
  Formatted: "1 Queen Street, Auckland",
};
export const rural = {
  LocationProvider: "chorus",
  LocationProviderIDX: "idx-rural",
  Formatted: "9 Back Road, Taupō",
};
export const nowhere = {
  LocationProvider: "chorus",
  LocationProviderIDX: "idx-none",
  Formatted: "0 Nowhere Lane, Ōtorohanga",
};
export const fibre: BroadbandPlan = {
  ID: "av-fibre",
  Name: "Fibre 300",
  Price: 7900,
  ProductCatalogUUID: "cat-fibre",
  BroadbandProductType: "UFB",
  OrderType: "NEW",
};
export const wireless: BroadbandPlan = {
  ID: "av-fwa",
  Name: "Wireless 50",
  Price: 5500,
  ProductCatalogUUID: "cat-fwa",
  BroadbandProductType: "FWA",
};
export const modem: Modem = {
  UUID: "modem-1",
  ItemVariantUUID: "modem-1-v",
  ItemUUID: "modem-item",
  ItemImages: [],
  Name: "Wireless router",
  Price: 0,
  PhysicalType: "MODEM",
  ServiceType: "FWA",
  Attributes: [{ Name: "Wifi", Value: "6" }],
};
export const slots = [
  { Start: "2030-01-06T09:00:00Z", End: "2030-01-06T12:00:00Z" },
  { Start: "2029-12-01T09:00:00Z", End: "2029-12-01T12:00:00Z" },
];
export const address = {
  City: "Auckland",
  Country: "New Zealand",
  Postcode: "1010",
  Lines: ["1 Queen Street"],
};

// The use cases wait on Effect's TestClock (order polls, the product wait) and read it for the visit slots. One
// TestClock for the tests (building one takes a while); resetTime sets it back to START.
const runtime = ManagedRuntime.make(TestContext.TestContext);
export const resetTime = (): Promise<void> => runtime.runPromise(TestClock.setTime(START));

/** Longer than any wait of orderBroadband: the order polls and the product wait, with slow reads. */
const ALL_WAITS_MILLIS = 15 * 60_000;
/** A read the operator takes a minute over, so a 3-minute wait ends in a few TestClock steps, not 720. */
const SLOW_READ_MILLIS = 60_000;

export const world = (
  options: {
    statuses?: ReadonlyArray<string>;
    notes?: ReadonlyArray<{ Note: string }>;
    failing?: ReadonlySet<string>;
    ufbOrderStatus?: string;
    /** Order status reads take SLOW_READ_MILLIS. */
    slowOrderReads?: boolean;
    /** Product list reads take SLOW_READ_MILLIS. */
    slowProductReads?: boolean;
  } = {},
) => {
  const broadband = makeMemoryBroadbandApi({
    locations: [auckland, rural, nowhere],
    availability: {
      ufb: { "idx-akl": "service_installation_required" },
      fwa: { "idx-akl": "service_available", "idx-rural": "service_scope_required" },
    },
    plans: [fibre, wireless],
    modems: [modem],
    slots,
    ...(options.ufbOrderStatus === undefined ? {} : { ufbOrderStatus: options.ufbOrderStatus }),
  });
  const checkout = makeMemoryCheckoutApi({
    ...(options.statuses === undefined ? {} : { statuses: options.statuses }),
    ...(options.notes === undefined ? {} : { notes: options.notes }),
  });
  const payments = makeMemoryPayments(options.failing);
  const storage = makeMemoryStorage();
  const slow =
    (on: boolean | undefined) =>
    <A, E>(read: Effect.Effect<A, E>): Effect.Effect<A, E> =>
      on === true ? Effect.delay(read, SLOW_READ_MILLIS) : read;
  const [orderRead, productRead] = [slow(options.slowOrderReads), slow(options.slowProductReads)];
  const layer = Layer.mergeAll(
    Layer.succeed(BroadbandApi, {
      ...broadband,
      fibreGet: (...args) => orderRead(broadband.fibreGet(...args)),
      fwaProducts: (...args) => productRead(broadband.fwaProducts(...args)),
      fibreList: (...args) => productRead(broadband.fibreList(...args)),
    }),
    Layer.succeed(CheckoutApi, { ...checkout, order: (...args) => orderRead(checkout.order(...args)) }),
    Layer.succeed(Payments, payments),
    Layer.succeed(Storage, storage),
    Layer.succeed(Analytics, makeMemoryAnalytics()),
  );
  let took = 0;
  /** Runs a use case to its end: forked, the TestClock moved on past every wait it may do, joined. */
  const run = <A, E>(
    effect: Effect.Effect<A, E, BroadbandApi | CheckoutApi | Payments | Storage | Analytics>,
  ) =>
    runtime.runPromise(
      Effect.gen(function* () {
        const started = yield* Clock.currentTimeMillis;
        const timed = Effect.ensuring(
          Effect.either(Effect.provide(effect, layer)),
          Effect.map(Clock.currentTimeMillis, (end) => (took = end - started)),
        );
        const fiber = yield* Effect.fork(timed);
        yield* TestClock.adjust(ALL_WAITS_MILLIS);
        return yield* Fiber.join(fiber);
      }),
    );
  /** How long the last run took on the TestClock. */
  const tookMillis = () => took;
  /** Sets the TestClock to an instant. */
  const setTime = (millis: number) => runtime.runPromise(TestClock.setTime(millis));
  return { broadband, checkout, payments, run, tookMillis, setTime };
};
