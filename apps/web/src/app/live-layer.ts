import { cardPaymentsLayer, makeHttpLayer } from "@waea/adapters/http";
import { makeBrowserStorage } from "@waea/adapters/storage";
import { Payments, Storage, CardConfirmationError } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { consoleAnalyticsLayer } from "../analytics/console-analytics";
import type { WebConfig } from "../config/settings-from-env";
import type { AppLayer } from "./services";

export interface LiveOptions {
  /** The HTTP client ended the session (a 401, or a refused identity check). */
  readonly onLogout: () => void;
}

/** A Stripe key that cannot be used: every confirmation is refused with the reason, nothing reaches Stripe. */
const refusingPayments = (message: string): Layer.Layer<Payments> =>
  Layer.succeed(Payments, {
    confirmCardPayment: (clientSecret) => Effect.fail(new CardConfirmationError({ clientSecret, message })),
    confirmCardSetup: (clientSecret) => Effect.fail(new CardConfirmationError({ clientSecret, message })),
  });

/**
 * The layer the running portal uses: every API port over HTTP (the fake API in development and `npm start`), the
 * browser's localStorage (a session survives a reload, and other tabs see product changes: APP-05), the card
 * provider (Stripe when a publishable key is set, otherwise the fake API's simulated provider over the same HTTP
 * client) and analytics. Time is Effect's default Clock.
 */
export const makeLiveLayer = (config: WebConfig, options: LiveOptions): AppLayer => {
  const shared = Layer.mergeAll(
    Layer.succeed(
      Storage,
      makeBrowserStorage(() => window.localStorage),
    ),
    consoleAnalyticsLayer(),
  );
  const apis = Layer.provideMerge(
    makeHttpLayer({ baseUrl: config.apiUrl, onLogout: () => options.onLogout() }),
    shared,
  );
  const payments = cardPaymentsLayer({ stripePublishableKey: config.settings.stripePublishableKey }).pipe(
    Layer.catchAll((error) => refusingPayments(error.message)),
  );
  return Layer.provideMerge(payments, apis);
};
