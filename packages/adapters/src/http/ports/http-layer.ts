import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { Storage } from "@waea/domain/ports";
import { intentKeysLayer } from "../../intent-keys/random-intent-keys";
import { makeApiClient, type ApiClient, type ApiClientOptions } from "../client";
import { httpAuthApiLayer } from "./auth-http";
import { httpBillingApiLayer } from "./billing-http";
import { httpPaymentsLayer } from "./payments-http";
import { httpProviderLayer } from "./payment-provider-http";
import { httpUsageLayer } from "./usage-http";
import { httpPlansLayer } from "./plans-http";
import { httpSimLayer } from "./sim-http";
import { httpPortingLayer } from "./porting-http";
import { httpOnboardingLayer } from "./onboarding-http";
import { httpGuestLayer } from "./guest-http";
import { httpCustomerLayer } from "./customer-http";
import { httpAddressLayer } from "./address-http";
import { httpAccountProductsLayer } from "./account-products-http";
import { httpCartLayer } from "./cart-http";
import { httpCheckoutLayer } from "./checkout-http";
import { httpBroadbandLayer } from "./broadband-http";
import { httpGroupsLayer } from "./groups-http";
import { httpBillingRoutesLayer } from "./billing-routes-http";
import { httpHelpLayer } from "./help-http";
import { httpRewardsLayer } from "./rewards-http";
import { httpMobileSecurityLayer } from "./mobile-security-http";

/** The client itself, for shells that need it beside the ports (clear the cache, read the session). */
export class HttpClient extends Context.Tag("waea/HttpClient")<HttpClient, ApiClient>() {}

export type HttpLayerOptions = Omit<ApiClientOptions, "storage" | "nowMillis">;

/** Every context's ports over one client: a context adds its layer file and one line here. */
const apiLayers = (client: ApiClient) =>
  Layer.mergeAll(
    httpAuthApiLayer(client),
    httpBillingApiLayer(client),
    httpPaymentsLayer(client),
    httpProviderLayer(client),
    httpUsageLayer(client),
    httpPlansLayer(client),
    httpSimLayer(client),
    httpPortingLayer(client),
    httpOnboardingLayer(client),
    httpGuestLayer(client),
    httpCustomerLayer(client),
    httpAddressLayer(client),
    httpAccountProductsLayer(client),
    httpCartLayer(client),
    httpCheckoutLayer(client),
    httpBroadbandLayer(client),
    httpGroupsLayer(client),
    httpBillingRoutesLayer(client),
    httpHelpLayer(client),
    httpRewardsLayer(client),
    httpMobileSecurityLayer(client),
  );

/** Every API port the HTTP adapter provides (derived from the layers above). */
export type HttpPorts = HttpClient | Layer.Layer.Success<ReturnType<typeof apiLayers>>;

/**
 * All API ports over one client and the random source of the Idempotency-Keys they send (intentKeysLayer), with
 * Storage from the shell's own layers and time from Effect's Clock as the layer is built (the default clock in
 * production; `Layer.setClock` or TestClock in tests, provided to this layer):
 * `program.pipe(Effect.provide(makeHttpLayer({ baseUrl: "/api", onLogout })), Effect.provide(shellLayer))`.
 */
export const makeHttpLayer = (options: HttpLayerOptions): Layer.Layer<HttpPorts, never, Storage> =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const storage = yield* Storage;
      const clock = yield* Effect.clock;
      const client = makeApiClient({ ...options, storage, nowMillis: () => clock.unsafeCurrentTimeMillis() });
      return Layer.mergeAll(Layer.succeed(HttpClient, client), apiLayers(client), intentKeysLayer);
    }),
  );
