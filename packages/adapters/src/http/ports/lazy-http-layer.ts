import * as Layer from "effect/Layer";
import type { Storage } from "@waea/domain/ports";
import type { HttpApiClient } from "../client";
import type { ApiPorts } from "./api-ports";
import { httpClientLayer, type HttpLayerOptions, type HttpPorts } from "./client-layer";
import { lazyApiPorts } from "./lazy-api-ports";

/** One context's port over the client, loaded with the start (httpAuthApiLayer, httpCustomerLayer, ...). */
export type EagerPort = ApiPorts extends infer P
  ? P extends ApiPorts
    ? (client: HttpApiClient) => Layer.Layer<P>
    : never
  : never;

/**
 * makeHttpLayer for a browser: each port loads its module with its first call (lazyApiPorts), but for `eager`,
 * the ports the start itself calls (the session restore's), which load with it instead of one round trip later.
 * A page calls any port's use cases without naming it anywhere: its module arrives with the page's first call.
 */
export const makeLazyHttpLayer = (
  options: HttpLayerOptions,
  eager: ReadonlyArray<EagerPort>,
): Layer.Layer<HttpPorts, never, Storage> =>
  httpClientLayer(options, (client) =>
    eager.reduce((ports: Layer.Layer<ApiPorts>, port) => {
      // Merged after the lazy ports, an eager port replaces its lazy stand-in (what it provides is among them).
      const replacement: Layer.Layer<never> = port(client);
      return Layer.merge(ports, replacement);
    }, lazyApiPorts(client)),
  );
