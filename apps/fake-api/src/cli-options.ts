import type { FakeApiEnv } from "./env";

export const DEFAULT_PORT = 8080;
export const DEFAULT_SEED = 67;

export interface CliOptions {
  readonly port: number;
  readonly host: string;
  readonly seed: number;
  readonly bulk: number;
  readonly control: boolean;
  /** Serve the portal with the non-production settings (guest recharge and pay-bill, the hidden routes). */
  readonly nonProduction: boolean;
  readonly stateFile?: string;
  readonly frozenClockAt?: number;
  readonly webDist?: string;
  /** Origins whose browser pages may call the API (CORS); none unless configured. */
  readonly corsOrigins: readonly string[];
}

export const USAGE = `usage: fake-api [--port N] [--host H] [--seed N] [--bulk N] [--control] [--non-production] [--state FILE] [--clock ISO]
  --port N      listen on N (PORT, default ${DEFAULT_PORT})
  --seed N      seed of the demo world (FAKE_API_SEED, default ${DEFAULT_SEED})
  --bulk N      N generated accounts for bulk@waea.test (FAKE_API_BULK)
  --control     enable /api/__control (FAKE_API_CONTROL=1)
  --non-production  serve the portal with the non-production settings (FAKE_API_NON_PRODUCTION=1)
  --state FILE  keep the world in FILE across restarts (FAKE_API_STATE)
  --clock ISO   freeze the clock at this instant (FAKE_API_CLOCK)
  --cors-origin URLS  comma-separated origins whose pages may call the API (FAKE_API_CORS_ORIGINS; default none)`;

const integer = (name: string, text: string, min: number, max: number): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return value;
};

/** `https://a.example,http://localhost:5173`: each an origin exactly (scheme, host, port; no path), `null` never. */
const origins = (text: string | undefined): readonly string[] => {
  if (text === undefined) return [];
  return text.split(",").map((item) => {
    const origin = item.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol))
      throw new Error(`--cors-origin takes origins like https://shop.example, not "${origin}"`);
    return origin;
  });
};

/** Flags win over the environment; a bad value is an error naming it (the server does not start half-configured). */
export const parseCliOptions = (argv: ReadonlyArray<string>, env: FakeApiEnv): CliOptions => {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? "";
    if (arg === "--control") flags.set("control", "1");
    else if (arg === "--non-production") flags.set("non-production", "1");
    else if (["--port", "--host", "--seed", "--bulk", "--state", "--clock", "--cors-origin"].includes(arg)) {
      const value = argv[index + 1];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      flags.set(arg.slice(2), value);
      index += 1;
    } else throw new Error(`unknown option ${arg}`);
  }
  const text = (flag: string, variable: keyof FakeApiEnv) => flags.get(flag) ?? env[variable];
  const port = text("port", "PORT");
  const seed = text("seed", "FAKE_API_SEED");
  const bulk = text("bulk", "FAKE_API_BULK");
  const state = text("state", "FAKE_API_STATE");
  const clock = text("clock", "FAKE_API_CLOCK");
  const frozen = clock === undefined ? undefined : Date.parse(clock);
  const corsOrigins = origins(text("cors-origin", "FAKE_API_CORS_ORIGINS"));
  if (frozen !== undefined && Number.isNaN(frozen))
    throw new Error(`--clock must be an ISO date-time, not "${clock}"`);
  return {
    port: port === undefined ? DEFAULT_PORT : integer("--port", port, 0, 65535),
    host: text("host", "HOST") ?? "127.0.0.1",
    seed: seed === undefined ? DEFAULT_SEED : integer("--seed", seed, 0, 2 ** 31 - 1),
    bulk: bulk === undefined ? 0 : integer("--bulk", bulk, 0, 100_000),
    corsOrigins,
    control: flags.has("control") || env.FAKE_API_CONTROL === "1" || env.FAKE_API_CONTROL === "true",
    nonProduction:
      flags.has("non-production") ||
      env.FAKE_API_NON_PRODUCTION === "1" ||
      env.FAKE_API_NON_PRODUCTION === "true",
    ...(state === undefined ? {} : { stateFile: state }),
    ...(frozen === undefined ? {} : { frozenClockAt: frozen }),
    ...(env.FAKE_API_WEB_DIST === undefined ? {} : { webDist: env.FAKE_API_WEB_DIST }),
  };
};
