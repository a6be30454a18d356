import type { FastifyInstance } from "fastify";
import { worldTimeline } from "../handlers/world-timeline";
import { buildApp } from "../server/app";
import { makeFakeClock, type FakeClock } from "../world/clock";
import { openWorldStore, type SimulationSettings, type WorldStore } from "../world/store";
import { DEFAULT_SEED } from "../cli-options";
import { injectFetch } from "./inject-fetch";
import { messagesTo, type MailboxMessage } from "../mailbox/mailbox";
import { oneTimeCodes, type OneTimeCodes } from "./one-time-codes";

/** The instant the in-process fake API's clock stands at unless told otherwise: 21 November 2026, 23:00 in NZ. */
export const FROZEN_AT = Date.parse("2026-11-21T10:00:00Z");

/** Where the in-process API pretends to live; nothing listens there. */
export const IN_PROCESS_ORIGIN = "http://fake-api.waea.test";

export interface InProcessOptions {
  readonly seed?: number;
  /** Generated customer accounts for bulk@waea.test, as `--bulk N` seeds them (default 0). */
  readonly bulk?: number;
  /** The instant the world's clock stands at (default FROZEN_AT); it moves only when told. */
  readonly frozenAt?: number;
  /** Default: card payments settle at once, never fail at random, and add-on purchases answer at once. */
  readonly simulation?: Partial<SimulationSettings>;
  /** A built web app to serve at / with the single-page fallback, as `npm start` does (default: none). */
  readonly webDist?: string;
  /** Serve the web app's pages with the non-production settings, as `--non-production` does (default: production). */
  readonly nonProduction?: boolean;
  /** Other origins whose pages may call the API (CORS), as `--cors-origin` configures them (default: none). */
  readonly corsOrigins?: readonly string[];
}

export interface InProcessFakeApi {
  /** The API base for clients: IN_PROCESS_ORIGIN + "/api". */
  readonly baseUrl: string;
  /** Hands requests to the fake API without a socket: give it to the HTTP client. */
  readonly fetch: typeof globalThis.fetch;
  /** The world, its clock and simulation settings, to read and steer in a test. */
  readonly store: WorldStore;
  readonly clock: FakeClock;
  /** The seeded world again, the clock back at its start, and the default simulation settings. */
  readonly reset: () => Promise<void>;
  /** What a person would read in their e-mail: one-time codes, e-mail verification secrets, MFA codes. */
  readonly codes: (email: string) => OneTimeCodes;
  /** The simulated mailbox of an e-mail address or phone number, newest first (mailbox/mailbox.ts). */
  readonly mailbox: (address: string) => ReadonlyArray<MailboxMessage>;
  readonly app: FastifyInstance;
  readonly close: () => Promise<void>;
}

const QUIET: SimulationSettings = { paymentDelayMs: 0, paymentFailureRate: 0, pendingAddonReplies: 0 };

/**
 * The fake API in this process, for the tests of the web app, the CLI and the use cases: the same world, handlers
 * and request path as `npm start`, reached through `fetch` without a port. Open one per test file and `reset()`
 * between tests that change the world (a reset reseeds in tens of milliseconds; building the app takes longer).
 */
export const openFakeApi = async (options: InProcessOptions = {}): Promise<InProcessFakeApi> => {
  const frozenAt = options.frozenAt ?? FROZEN_AT;
  const clock = makeFakeClock({ frozenAt, realNow: () => frozenAt });
  const simulation = { ...QUIET, ...options.simulation };
  const store: WorldStore = await openWorldStore({
    seed: options.seed ?? DEFAULT_SEED,
    bulk: options.bulk ?? 0,
    clock,
    simulation,
    timeline: worldTimeline,
  });
  const app = await buildApp(store, {
    control: true,
    log: () => undefined,
    ...(options.webDist === undefined ? {} : { webDist: options.webDist }),
    ...(options.nonProduction === true ? { nonProduction: true } : {}),
    ...(options.corsOrigins === undefined ? {} : { corsOrigins: options.corsOrigins }),
  });
  await app.ready();
  return {
    baseUrl: `${IN_PROCESS_ORIGIN}/api`,
    fetch: injectFetch(app),
    store,
    clock: store.clock,
    reset: async () => {
      await store.reset();
      Object.assign(store.simulation, simulation);
    },
    codes: (email) => oneTimeCodes(store, email),
    mailbox: (address) => messagesTo(store.world.mailbox, address),
    app,
    close: () => app.close(),
  };
};
