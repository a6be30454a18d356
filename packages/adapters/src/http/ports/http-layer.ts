import type * as Layer from "effect/Layer";
import type { Storage } from "@waea/domain/ports";
import { apiPorts } from "./api-ports";
import { httpClientLayer, type HttpLayerOptions, type HttpPorts } from "./client-layer";

/**
 * All API ports over one client and the random source of the Idempotency-Keys they send (intentKeysLayer), with
 * Storage from the shell's own layers and time from Effect's Clock as the layer is built (the default clock in
 * production; `Layer.setClock` or TestClock in tests, provided to this layer):
 * `program.pipe(Effect.provide(makeHttpLayer({ baseUrl: "/api", onLogout })), Effect.provide(shellLayer))`.
 */
export const makeHttpLayer = (options: HttpLayerOptions): Layer.Layer<HttpPorts, never, Storage> =>
  httpClientLayer(options, apiPorts);
