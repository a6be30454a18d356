import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { Storage } from "@waea/domain/ports";
import { intentKeysLayer } from "../../intent-keys/random-intent-keys";
import { makeHttpClient, type ApiClientOptions, type HttpApiClient } from "../client";
import type { ApiPorts } from "./api-ports";
import { httpProviderLayer, type CardProviderViaApi } from "./payment-provider-http";

/** The client itself, for shells that need it beside the ports (clear the cache, read the session). */
export class HttpClient extends Context.Tag("waea/HttpClient")<HttpClient, HttpApiClient>() {}

export type HttpLayerOptions = Omit<ApiClientOptions, "storage" | "nowMillis">;

/** Every port the HTTP adapter provides: the operator's, the client, the card provider's confirmation. */
export type HttpPorts = HttpClient | CardProviderViaApi | ApiPorts;

/**
 * One client and the ports over it, with the random source of the Idempotency-Keys they send (intentKeysLayer),
 * Storage from the shell's own layers and time from Effect's Clock as the layer is built.
 */
export const httpClientLayer = (
  options: HttpLayerOptions,
  ports: (client: HttpApiClient) => Layer.Layer<ApiPorts>,
): Layer.Layer<HttpPorts, never, Storage> =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const storage = yield* Storage;
      const clock = yield* Effect.clock;
      const client = makeHttpClient({
        ...options,
        storage,
        nowMillis: () => clock.unsafeCurrentTimeMillis(),
      });
      return Layer.mergeAll(
        Layer.succeed(HttpClient, client),
        httpProviderLayer(client),
        ports(client),
        intentKeysLayer,
      );
    }),
  );
