import type { BillingRoutesApi } from "@waea/domain/billing-routes";
import type { AccountProductsApi } from "@waea/domain/checks";
import type { PaymentsApi } from "@waea/domain/payments";
import type { Analytics, Clock, Payments, Storage } from "@waea/domain/ports";
import type { CustomerApi } from "@waea/domain/profile";
import type { AuthApi } from "@waea/domain/session";
import type * as Effect from "effect/Effect";
import type * as Exit from "effect/Exit";
import type * as Layer from "effect/Layer";
import * as ManagedRuntime from "effect/ManagedRuntime";

/**
 * Everything the web app's effects may ask for: the operator API ports of the contexts it uses so far, and the
 * shared ports. Later issues add their API ports here (PlansApi, BillingApi, ...).
 */
export type AppServices =
  | AuthApi
  | CustomerApi
  | AccountProductsApi
  | PaymentsApi
  | BillingRoutesApi
  | Storage
  | Payments
  | Clock
  | Analytics;

export type AppLayer = Layer.Layer<AppServices>;

/** Runs effects of the app. Pages and actions use this, never a runtime of their own. */
export interface Services {
  readonly run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => Promise<Exit.Exit<A, E>>;
  readonly dispose: () => Promise<void>;
}

/** The one place a runtime is built: production passes the live layer, tests a layer of in-memory ports. */
export const makeServices = (layer: AppLayer): Services => {
  const runtime = ManagedRuntime.make(layer);
  return { run: (effect) => runtime.runPromiseExit(effect), dispose: () => runtime.dispose() };
};
