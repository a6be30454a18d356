import type { AddressInfo } from "node:net";
import { worldTimeline } from "../handlers/world-timeline";
import { makeFakeClock } from "../world/clock";
import { openWorldStore, type SimulationSettings, type WorldStore } from "../world/store";
import { buildApp } from "./app";

export interface FakeApiOptions {
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly host?: string;
  readonly seed: number;
  readonly bulk?: number;
  readonly control?: boolean;
  readonly stateFile?: string;
  readonly webDist?: string;
  /** Serve the web app with the non-production settings (`--non-production`). */
  readonly nonProduction?: boolean;
  /** Freeze the clock at this instant (tests); otherwise real time, movable through the control doors. */
  readonly frozenClockAt?: number;
  readonly simulation?: Partial<SimulationSettings>;
  readonly log?: (line: string) => void;
  /** Other origins whose pages may call the API (CORS); none by default. */
  readonly corsOrigins?: readonly string[];
}

export interface RunningFakeApi {
  /** "http://127.0.0.1:<port>" */
  readonly origin: string;
  /** The API base for clients: origin + "/api". */
  readonly baseUrl: string;
  readonly port: number;
  readonly store: WorldStore;
  readonly close: () => Promise<void>;
}

/** Seeds (or loads) the world and listens. */
export const startFakeApi = async (options: FakeApiOptions): Promise<RunningFakeApi> => {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = makeFakeClock({
    ...(options.frozenClockAt === undefined ? {} : { frozenAt: options.frozenClockAt }),
    realNow: () => Date.now(),
  });
  const store = await openWorldStore({
    seed: options.seed,
    bulk: options.bulk ?? 0,
    clock,
    timeline: worldTimeline,
    ...(options.stateFile === undefined ? {} : { stateFile: options.stateFile }),
    ...(options.simulation === undefined ? {} : { simulation: options.simulation }),
    onError: (error) => log(`fake-api: ${error.message}`),
  });
  const app = await buildApp(store, {
    control: options.control ?? false,
    log,
    ...(options.corsOrigins === undefined ? {} : { corsOrigins: options.corsOrigins }),
    ...(options.webDist === undefined ? {} : { webDist: options.webDist }),
    ...(options.nonProduction === true ? { nonProduction: true } : {}),
  });
  await app.listen({ port: options.port, host: options.host ?? "127.0.0.1" });
  const port = (app.server.address() as AddressInfo).port;
  const host = options.host === undefined || options.host === "0.0.0.0" ? "127.0.0.1" : options.host;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    baseUrl: `${origin}/api`,
    port,
    store,
    close: async () => {
      await app.close();
      await store.flush();
    },
  };
};
