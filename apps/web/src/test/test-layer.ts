import { CATALOG_REQUEST_DELAY_MS } from "@waea/domain/cart";
import type { Settings } from "@waea/domain/config";
import { clockReading, type AnalyticsService, type StorageService } from "@waea/domain/ports";
import * as Duration from "effect/Duration";
import * as Effect from "effect/Effect";
import type * as Clock from "effect/Clock";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";
import { makeLiveLayer } from "../app/live-layer";
import type { AppLayer } from "../app/services";

export interface TestLayerOptions {
  readonly settings: Settings;
  readonly fetch: typeof globalThis.fetch;
  readonly storage: StorageService;
  readonly analytics: AnalyticsService;
  readonly onLogout: () => void;
}

/**
 * Effect's Clock for the page tests: it tells the fake API's world time, and its sleeps take real time except the
 * shop's wait before it asks for the catalogue (CATALOG_REQUEST_DELAY_MS, 1.5 s in the product, spec 03 §4: the
 * domain's loadShopCatalogueLater, whose use-case test measures it), which passes at once: a page test then waits
 * for the catalogue's request and reply, not for 1.5 s of nothing. Every other wait (polls, retries, their windows on
 * a stopped clock) stays as long as in the product.
 */
const pageTestClock = (api: InProcessFakeApi): Clock.Clock => {
  const reading = clockReading(() => api.clock.nowMillis());
  return {
    ...reading,
    sleep: (duration) =>
      Duration.toMillis(duration) === CATALOG_REQUEST_DELAY_MS ? Effect.void : reading.sleep(duration),
  };
};

/**
 * The portal's live layer (src/app/live-layer.ts) over the fake API in this process: its HTTP adapter, its card
 * provider and its session rules, with only what a test must swap: the network (a fetch without a socket), the
 * storage, analytics in memory, and Effect's Clock reading the fake API's world clock (the two agree on "now"; see
 * pageTestClock for its one shortened wait).
 */
export const testLayer = (api: InProcessFakeApi, options: TestLayerOptions): AppLayer =>
  makeLiveLayer(
    {
      settings: options.settings,
      apiUrl: api.baseUrl,
      socialClientIds: { google: undefined, apple: undefined, facebook: undefined },
      socialSimulator: false,
      problems: [],
    },
    {
      onLogout: options.onLogout,
      transport: { fetch: options.fetch, redirects: "follow-one" },
      storage: options.storage,
      clock: pageTestClock(api),
      analytics: options.analytics,
    },
  );

/** A request the portal sent, as the operator received it. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: string | undefined;
}

/** A fetch that notes each request before handing it on. */
export const recording =
  (fetch: typeof globalThis.fetch, sent: SentRequest[]): typeof globalThis.fetch =>
  (input, init) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: typeof init?.body === "string" ? init.body : undefined,
    });
    return fetch(input, init);
  };
