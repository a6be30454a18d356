import {
  cardPaymentsLayer,
  httpAccountProductsLayer,
  httpAuthApiLayer,
  httpCustomerLayer,
  makeLazyHttpLayer,
  type HttpLayerOptions,
} from "@waea/adapters/http";
import { makeBrowserStorage } from "@waea/adapters/storage";
import {
  Analytics,
  Payments,
  Storage,
  CardConfirmationError,
  type AnalyticsService,
  type StorageService,
} from "@waea/domain/ports";
import type * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { consoleAnalyticsLayer } from "../analytics/console-analytics";
import type { WebConfig } from "../config/settings-from-env";
import type { AppLayer } from "./services";

export interface LiveOptions {
  /** The HTTP client ended the session (a 401, or a refused identity check). */
  readonly onLogout: () => void;
  /**
   * What a test swaps, and nothing else: how requests leave (a `fetch` that reaches the fake API in process, and
   * the redirect mode that goes with it), where the session is kept, the clock, and where analytics events go.
   * Omitted, each is the browser's own.
   */
  readonly transport?: Pick<HttpLayerOptions, "fetch" | "redirects">;
  readonly storage?: StorageService;
  readonly clock?: Clock.Clock;
  readonly analytics?: AnalyticsService;
}

/** A Stripe key that cannot be used: every confirmation is refused with the reason, nothing reaches Stripe. */
const refusingPayments = (message: string): Layer.Layer<Payments> =>
  Layer.succeed(Payments, {
    confirmCardPayment: (clientSecret) => Effect.fail(new CardConfirmationError({ clientSecret, message })),
    confirmCardSetup: (clientSecret) => Effect.fail(new CardConfirmationError({ clientSecret, message })),
  });

/**
 * The ports the start itself calls first (the session restore: the session, the customer, the products) load with
 * the start chunk. Every other port loads its module with its first call (makeLazyHttpLayer), so a page that calls a
 * new use case of any port needs nothing here. The restore's card and routes lists (loadAccount) are not among them
 * as ports: they are parts of their ports built with the start (lazyApiPorts), so a page that calls nothing else of
 * payments or billing routes loads neither whole.
 */
const START_PORTS = [httpAuthApiLayer, httpCustomerLayer, httpAccountProductsLayer];

/**
 * The layer the running portal uses: every API port over HTTP (the fake API in development and `npm start`), the
 * browser's localStorage (a session survives a reload, and other tabs see product changes: APP-05), the card
 * provider (Stripe when a publishable key is set, otherwise the fake API's simulated provider over the same HTTP
 * client) and analytics. Time is Effect's default Clock. The page tests build this same layer over the fake API in
 * process (src/test/render-app.tsx), so they exercise the HTTP adapter, the card provider and the session rules.
 */
export const makeLiveLayer = (config: WebConfig, options: LiveOptions): AppLayer => {
  const shared = Layer.mergeAll(
    Layer.succeed(Storage, options.storage ?? makeBrowserStorage(() => window.localStorage)),
    options.analytics === undefined ? consoleAnalyticsLayer() : Layer.succeed(Analytics, options.analytics),
    // Set beneath the HTTP layer too: the client reads the clock as the layer is built.
    options.clock === undefined ? Layer.empty : Layer.setClock(options.clock),
  );
  const apis = Layer.provideMerge(
    makeLazyHttpLayer(
      { baseUrl: config.apiUrl, onLogout: () => options.onLogout(), ...options.transport },
      START_PORTS,
    ),
    shared,
  );
  const payments = cardPaymentsLayer({ stripePublishableKey: config.settings.stripePublishableKey }).pipe(
    Layer.catchAll((error) => refusingPayments(error.message)),
  );
  return Layer.provideMerge(payments, apis);
};
