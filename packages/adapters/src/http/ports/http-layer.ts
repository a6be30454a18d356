import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import type { BillingApi } from "@waea/domain/billing";
import { Clock, Storage } from "@waea/domain/ports";
import type { AuthApi } from "@waea/domain/session";
import { makeApiClient, type ApiClient, type ApiClientOptions } from "../client";
import { httpAuthApiLayer } from "./auth-http";
import { httpBillingApiLayer } from "./billing-http";

/** The client itself, for shells that need it beside the ports (clear the cache, read the session). */
export class HttpClient extends Context.Tag("waea/HttpClient")<HttpClient, ApiClient>() {}

export type HttpLayerOptions = Omit<ApiClientOptions, "storage" | "clock">;

/** Every API port the HTTP adapter provides so far; each context adds its tag here and its layer below. */
export type HttpPorts = HttpClient | AuthApi | BillingApi;

/**
 * All API ports over one client, with Storage and Clock from the shell's own layers:
 * `program.pipe(Effect.provide(makeHttpLayer({ baseUrl: "/api", onLogout })), Effect.provide(shellLayer))`.
 */
export const makeHttpLayer = (options: HttpLayerOptions): Layer.Layer<HttpPorts, never, Storage | Clock> =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const storage = yield* Storage;
      const clock = yield* Clock;
      const client = makeApiClient({ ...options, storage, clock });
      return Layer.mergeAll(
        Layer.succeed(HttpClient, client),
        httpAuthApiLayer(client),
        httpBillingApiLayer(client),
      );
    }),
  );
