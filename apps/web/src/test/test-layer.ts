import type { Settings } from "@waea/domain/config";
import { clockReading, type AnalyticsService, type StorageService } from "@waea/domain/ports";
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
 * The portal's live layer (src/app/live-layer.ts) over the fake API in this process: its HTTP adapter, its card
 * provider and its session rules, with only what a test must swap: the network (a fetch without a socket), the
 * storage, analytics in memory, and Effect's Clock reading the fake API's world clock (the two agree on "now").
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
      clock: clockReading(() => api.clock.nowMillis()),
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
