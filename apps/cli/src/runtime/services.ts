// The composition root: the one place that decides which implementation stands behind each port.
import * as Layer from "effect/Layer";
import { fileStorageLayer } from "@waea/adapters/storage/file";
import { BillingApi } from "@waea/domain/billing";
import { BillingRoutesApi } from "@waea/domain/billing-routes";
import { AccountProductsApi } from "@waea/domain/checks";
import { PaymentsApi } from "@waea/domain/payments";
import { PlansApi } from "@waea/domain/plans";
import { Clock, memoryAnalyticsLayer, type Storage } from "@waea/domain/ports";
import { CustomerApi } from "@waea/domain/profile";
import { AuthApi } from "@waea/domain/session";
import { SimApi } from "@waea/domain/sim";
import { UsageApi } from "@waea/domain/usage";
import { makeMemoryWorld, type MemoryWorld } from "./memory-world";
import type { CliServices } from "./run-types";

export interface ServicesConfig {
  /** --api-url, WAEA_API_URL, or the default. */
  readonly apiUrl: string;
  /** WAEA_TOKEN, when set: it replaces the stored session's token. */
  readonly token: string | undefined;
  /** Where the session file lives ($XDG_CONFIG_HOME/waea). */
  readonly configDir: string;
}

export type ServicesFactory = (config: ServicesConfig) => Layer.Layer<CliServices>;

type ApiPorts = Exclude<CliServices, Storage | Clock>;

/** The operator's API over the in-memory world (every port the commands use). */
export const memoryApiLayer = (world: MemoryWorld): Layer.Layer<ApiPorts> =>
  Layer.mergeAll(
    Layer.succeed(AuthApi, world.auth),
    Layer.succeed(CustomerApi, world.customers),
    Layer.succeed(AccountProductsApi, world.products),
    Layer.succeed(PlansApi, world.plans),
    Layer.succeed(PaymentsApi, world.payments),
    Layer.succeed(BillingApi, world.billing),
    Layer.succeed(BillingRoutesApi, world.routes),
    Layer.succeed(UsageApi, world.usage),
    Layer.succeed(SimApi, world.sim),
    memoryAnalyticsLayer,
  );

const systemClock = Layer.succeed(Clock, { nowMillis: () => Date.now() });

/**
 * What `waea` runs with: the adapters' file store under $XDG_CONFIG_HOME/waea (mode 0600, atomic writes), the
 * system clock, and the operator API. The API is the in-memory operator until the HTTP adapter provides every port
 * the commands use; then the `api` line becomes `makeHttpLayer({ baseUrl: config.apiUrl, ... })` (it takes Storage
 * and Clock from `base`) and nothing else changes.
 */
export const liveServices: ServicesFactory = (config) => {
  const base = Layer.mergeAll(fileStorageLayer(config.configDir), systemClock);
  const api = memoryApiLayer(makeMemoryWorld(() => Date.now()));
  return Layer.provideMerge(api, base);
};
