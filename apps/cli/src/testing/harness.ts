// Test support: the CLI over the in-memory operator, a memory session store, Effect's Clock frozen at NOW and a fake
// terminal.
import type { Command } from "commander";
import * as Effect from "effect/Effect";
import type * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { productionSettings } from "@waea/domain/config";
import {
  Storage,
  StorageKeys,
  frozenClock,
  makeMemoryStorage,
  type StorageService,
} from "@waea/domain/ports";
import type { CliEnv } from "../env";
import type { ExitCode } from "../exit-codes";
import type { CliIo } from "../program/io";
import { runCli } from "../program/run-cli";
import type { Handle, Wire } from "../program/wire";
import type { CliError } from "../runtime/cli-error";
import { Accounts, OPERATOR, makeMemoryWorld, type MemoryWorld } from "./memory-world";
import type { Prompter } from "../runtime/prompter";
import type { CommandResult, GlobalOptions, Run, RunContext } from "../runtime/run-types";
import { envTokenStorage } from "../runtime/env-token";
import type { ServicesConfig, ServicesFactory } from "../runtime/services";
import { memoryApiLayer } from "./memory-api";

/** Test time: 15 June 2026, midday in New Zealand. */
export const NOW = Date.UTC(2026, 5, 15);
export const HOUR = 60 * 60 * 1000;

export const sessionEntries = (expiresAt = NOW + HOUR, account: string | undefined = Accounts.healthy) => ({
  [StorageKeys.auth]: JSON.stringify({
    JWT: "memory.test.1",
    JWTExpiry: new Date(expiresAt).toISOString(),
    UUID: OPERATOR.uuid,
    SPID: 67,
    AuthID: OPERATOR.email,
    Email: OPERATOR.email,
    FirstName: "Ops",
    LastName: "Desk",
    IdentityProvider: "LOCAL",
  }),
  ...(account === undefined ? {} : { [StorageKeys.currentCustomer]: account }),
});

export interface Operator {
  readonly world: MemoryWorld;
  readonly storage: StorageService;
  readonly services: ServicesFactory;
  readonly stored: (key: string) => string | undefined;
}

/** The in-memory operator with a session store; signed in as the operator on the healthy account by default. */
export const memoryOperator = (initial: Readonly<Record<string, string>> = sessionEntries()): Operator => {
  const world = makeMemoryWorld(() => NOW);
  const storage = makeMemoryStorage(initial);
  const api = memoryApiLayer(world);
  const layer = (token: string | undefined) =>
    Layer.mergeAll(
      api,
      Layer.succeed(Storage, token === undefined ? storage : envTokenStorage(storage, token)),
      Layer.setClock(frozenClock(NOW)),
    );
  return {
    world,
    storage,
    // WAEA_TOKEN over the session store as the live composition has it (runtime/env-token.ts).
    services: (config) => layer(config.token),
    stored: (key) => {
      const value = Effect.runSync(storage.get(key));
      return value._tag === "Some" ? value.value : undefined;
    },
  };
};

export interface FakePrompter extends Prompter {
  readonly asked: string[];
}

/** Answers prompts from a list, in order, and records the questions. */
export const fakePrompter = (answers: ReadonlyArray<string | boolean> = []): FakePrompter => {
  const queue = [...answers];
  const asked: string[] = [];
  const next = async (message: string) => {
    asked.push(message);
    if (queue.length === 0) throw new Error(`unexpected prompt: ${message}`);
    return queue.shift();
  };
  return {
    asked,
    input: async (m) => String(await next(m)),
    password: async (m) => String(await next(m)),
    confirm: async (m) => (await next(m)) === true,
  };
};

export interface Terminal {
  readonly stdin?: boolean;
  readonly stdout?: boolean;
  readonly stderr?: boolean;
  readonly input?: string;
}

export const context = (
  overrides: Omit<Partial<RunContext>, "globals"> & { readonly globals?: Partial<GlobalOptions> } = {},
): RunContext => ({
  language: "en",
  settings: productionSettings,
  tokenFromEnv: false,
  interactive: false,
  prompter: fakePrompter(),
  readStdin: async () => "",
  writeFile: async () => undefined,
  fileExists: async () => false,
  progress: () => ({ tick: () => undefined, done: () => undefined }),
  ...overrides,
  globals: { json: false, apiUrl: "http://127.0.0.1:8080/api", account: undefined, ...overrides.globals },
});

/** A services config for tests that provide the ports themselves. */
export const servicesConfig = (overrides: Partial<ServicesConfig> = {}): ServicesConfig => ({
  apiUrl: "http://127.0.0.1:8080/api",
  token: undefined,
  configDir: "/nonexistent",
  onSessionEnded: () => undefined,
  onStorageProblem: () => undefined,
  ...overrides,
});

/**
 * Runs a command's run function against the operator: its result, or the CliError it failed with. A context with
 * `tokenFromEnv` runs as with WAEA_TOKEN=staff-token.
 */
export const runOn = async <O, D>(
  operator: Operator,
  run: Run<O, D>,
  options: O,
  ctx: RunContext = context(),
): Promise<Either.Either<CommandResult<D>, CliError>> =>
  Effect.runPromise(
    Effect.either(
      Effect.provide(
        run(options, ctx),
        operator.services(servicesConfig(ctx.tokenFromEnv ? { token: "staff-token" } : {})),
      ),
    ),
  );

/** The options a command factory hands on for an argument list; throws commander's error for bad input. */
export const parse = async <O>(
  factory: (handle: Handle<O>) => Command,
  args: ReadonlyArray<string>,
): Promise<O> => {
  let seen: O | undefined;
  const command = factory(async (options) => {
    seen = options;
  });
  const quiet = (c: Command): void => {
    c.exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
    c.commands.forEach(quiet);
  };
  quiet(command);
  await command.parseAsync([...args], { from: "user" });
  if (seen === undefined) throw new Error("the command did not run");
  return seen;
};

export interface CliRun {
  readonly code: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
  readonly files: ReadonlyMap<string, Uint8Array>;
}

/** The whole CLI, as `waea <args>` runs, on a fake terminal (not a terminal unless said) against the operator. */
export const cli = async (
  operator: Operator,
  args: ReadonlyArray<string>,
  options: {
    readonly terminal?: Terminal;
    readonly prompter?: Prompter;
    readonly env?: Partial<CliEnv>;
    /** Paths that exist before the run. */
    readonly existing?: ReadonlyArray<string>;
  } = {},
): Promise<CliRun> => {
  let stdout = "";
  let stderr = "";
  const files = new Map<string, Uint8Array>();
  const terminal = options.terminal ?? {};
  const io: CliIo = {
    stdout: { write: (chunk) => void (stdout += chunk), isTTY: terminal.stdout === true },
    stderr: { write: (chunk) => void (stderr += chunk), isTTY: terminal.stderr === true },
    stdinIsTTY: terminal.stdin === true,
    readStdin: async () => terminal.input ?? "",
    writeFile: async (path, bytes) => void files.set(path, bytes),
    fileExists: async (path) => files.has(path) || (options.existing ?? []).includes(path),
  };
  const env: CliEnv = {
    apiUrl: undefined,
    token: undefined,
    xdgConfigHome: "/nonexistent",
    home: "/nonexistent",
    noColor: false,
    lang: undefined,
    ...options.env,
  };
  const code = await runCli(args, {
    env,
    io,
    prompter: options.prompter ?? fakePrompter(),
    services: operator.services,
  });
  return { code, stdout, stderr, files };
};

/** What a run shows, flattened to the texts it would print (for assertions on views). */
export const viewTexts = (result: CommandResult<unknown>): string => JSON.stringify(result.view);

/** The options a command group hands on, by subcommand, for an argument list (a group owns shared options). */
export const parseGroup = async (
  group: (wire: Wire) => Command,
  args: ReadonlyArray<string>,
): Promise<unknown> => {
  let seen: unknown;
  const command = group(() => async (options) => {
    seen = options;
  });
  const quiet = (c: Command): void => {
    c.exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
    c.commands.forEach(quiet);
  };
  quiet(command);
  await command.parseAsync([...args], { from: "user" });
  return seen;
};
