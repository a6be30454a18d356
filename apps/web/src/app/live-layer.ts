import { Clock, memoryPaymentsLayer } from "@waea/domain/ports";
import * as Layer from "effect/Layer";
import { consoleAnalyticsLayer } from "../analytics/console-analytics";
import type { WebConfig } from "../config/settings-from-env";
import { appStorageLayer, makeAppStorage } from "./app-storage";
import { demoWorld } from "./demo-world";
import { makeMemoryApis } from "./memory-api";
import type { AppLayer } from "./services";

/**
 * The layer the running portal uses: API ports, Storage, Payments (card provider), Clock and Analytics.
 *
 * SWAP POINTS, each one line, as the adapters land:
 * - API ports: `makeHttpLayer({ baseUrl: config.apiUrl, ... })` from @waea/adapters/http when config.apiMode is
 *   "http"; until then both modes run on the in-memory ports seeded with the demo world.
 * - Storage: src/app/app-storage.ts.
 * - Payments: the Stripe adapter (config.settings.stripePublishableKey) or the fake one from @waea/adapters/payments.
 */
export const makeLiveLayer = (config: WebConfig): AppLayer => {
  if (config.apiMode === "http")
    console.warn("waea: the HTTP layer of the operator API is not in this build yet; using in-memory ports");
  const storage = makeAppStorage();
  const clock = { nowMillis: () => Date.now() };
  const apis = makeMemoryApis(demoWorld, { nowMillis: clock.nowMillis, storage });
  return Layer.mergeAll(
    apis.layer,
    appStorageLayer(storage),
    memoryPaymentsLayer(),
    Layer.succeed(Clock, clock),
    consoleAnalyticsLayer(),
  );
};
