// The composition root: the one place that decides which implementation stands behind each port.
import type * as Clock from "effect/Clock";
import * as Layer from "effect/Layer";
import { makeHttpLayer } from "@waea/adapters/http/ports";
import { makeFileStorage, type FileStorageProblem } from "@waea/adapters/storage/file";
import { Storage, memoryAnalyticsLayer, type StorageService } from "@waea/domain/ports";
import { apiBoundStorage } from "./api-bound-storage";
import { envTokenStorage } from "./env-token";
import { makeNodeFetch } from "./node-fetch";
import { memoStorage } from "./memo-storage";
import type { CliServices } from "./run-types";

export interface ServicesConfig {
  /** --api-url, WAEA_API_URL, or the default. */
  readonly apiUrl: string;
  /** WAEA_TOKEN, when set: it stands for the session instead of the stored one. */
  readonly token: string | undefined;
  /** Where the session file lives ($XDG_CONFIG_HOME/waea). */
  readonly configDir: string;
  /** Told when the operator ended the session during the run (a 401): the run then exits 4. */
  readonly onSessionEnded: () => void;
  /** Told about each problem with the session file (corrupt, loose permissions, a failed write). */
  readonly onStorageProblem: (problem: FileStorageProblem) => void;
}

export type ServicesFactory = (config: ServicesConfig) => Layer.Layer<CliServices>;

/** The API ports the commands use (everything but the session store). */
export type ApiPorts = Exclude<CliServices, Storage>;

export interface LiveOptions {
  /** Effect's Clock for token validity, caches and the checks; the default clock unless a test freezes it. */
  readonly clock?: Clock.Clock;
  /** A fetch implementation (tests); node:http with keep-alive by default (runtime/node-fetch.ts). */
  readonly fetch?: typeof globalThis.fetch;
  /** The session store (tests); the file store under `configDir` by default. */
  readonly storage?: StorageService;
}

/**
 * What `waea` runs with: the operator API over the adapters' HTTP client (its session rules, caches and merged
 * loads), the adapters' file store under $XDG_CONFIG_HOME/waea (directory 0700, file 0600, atomic writes; read once
 * per key and run) whose session is only used against the API it was made for (api-bound-storage.ts), WAEA_TOKEN
 * over it when set, and Effect's default clock.
 */
export const makeLiveServices =
  (options: LiveOptions = {}): ServicesFactory =>
  (config) => {
    const file = memoStorage(
      options.storage ?? makeFileStorage(config.configDir, { onProblem: config.onStorageProblem }),
    );
    // WAEA_TOKEN stands for the session of whatever API it is sent to; a stored session only for its own API.
    const storage =
      config.token === undefined ? apiBoundStorage(file, config.apiUrl) : envTokenStorage(file, config.token);
    // Provided to the HTTP layer too, which reads Effect's Clock as it is built.
    const base =
      options.clock === undefined
        ? Layer.succeed(Storage, storage)
        : Layer.merge(Layer.succeed(Storage, storage), Layer.setClock(options.clock));
    const api = Layer.merge(
      makeHttpLayer({
        baseUrl: config.apiUrl,
        onLogout: () => config.onSessionEnded(),
        fetch: options.fetch ?? makeNodeFetch(),
      }),
      memoryAnalyticsLayer,
    );
    return Layer.provideMerge(api, base);
  };

export const liveServices: ServicesFactory = makeLiveServices();
