// Test support: a command's parsing, its run function, or the whole CLI on a fake terminal, against the fake API in
// this process (testing/operator.ts).
import type { Command } from "commander";
import * as Effect from "effect/Effect";
import type * as Either from "effect/Either";
import { productionSettings } from "@waea/domain/config";
import type { CliEnv } from "../env";
import type { ExitCode } from "../exit-codes";
import type { CliIo } from "../program/io";
import { runCli } from "../program/run-cli";
import type { Handle, Wire } from "../program/wire";
import { pathExists, saveFile } from "../program/write-file";
import type { CliError } from "../runtime/cli-error";
import type { Prompter } from "../runtime/prompter";
import type { CommandResult, GlobalOptions, Run, RunContext } from "../runtime/run-types";
import { servicesConfig, type Operator } from "./operator";

export { operator, servicesConfig, signedIn, storeSession, storedJwt, type Operator } from "./operator";
export { withFakeApi } from "@waea/fake-api/in-process/vitest";

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

/** Runs a command's run function against the operator: its result, or the CliError it failed with. */
export const runOn = async <O, D>(
  on: Operator,
  run: Run<O, D>,
  options: O,
  ctx: RunContext = context(),
): Promise<Either.Either<CommandResult<D>, CliError>> =>
  Effect.runPromise(Effect.either(Effect.provide(run(options, ctx), on.services(servicesConfig(on)))));

/** The options a command factory hands on for an argument list; throws commander's error for bad input. */
export const parse = async <O>(
  factory: (handle: Handle<O>) => Command,
  args: ReadonlyArray<string>,
): Promise<O> => {
  let seen: O | undefined;
  const command = factory(async (options) => {
    seen = options;
  });
  quiet(command);
  await command.parseAsync([...args], { from: "user" });
  if (seen === undefined) throw new Error("the command did not run");
  return seen;
};

const quiet = (c: Command): void => {
  c.exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  c.commands.forEach(quiet);
};

/** The options a command group hands on, by subcommand, for an argument list (a group owns shared options). */
export const parseGroup = async (
  group: (wire: Wire) => Command,
  args: ReadonlyArray<string>,
): Promise<unknown> => {
  let seen: unknown;
  const command = group(() => async (options) => {
    seen = options;
  });
  quiet(command);
  await command.parseAsync([...args], { from: "user" });
  return seen;
};

export interface CliRun {
  readonly code: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
  /** Files the run wrote (in memory unless `onDisk`). */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

export interface CliOptions {
  readonly terminal?: Terminal;
  readonly prompter?: Prompter;
  readonly env?: Partial<CliEnv>;
  /** Paths that exist before the run (files in memory). */
  readonly existing?: ReadonlyArray<string>;
  /** Files are written to disk as `waea` writes them (atomically, 0600). */
  readonly onDisk?: boolean;
}

/** The whole CLI, as `waea <args>` runs, on a fake terminal (not a terminal unless said) against the operator. */
export const cli = async (
  on: Operator,
  args: ReadonlyArray<string>,
  options: CliOptions = {},
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
    writeFile: options.onDisk === true ? saveFile : async (path, bytes) => void files.set(path, bytes),
    fileExists:
      options.onDisk === true
        ? pathExists
        : async (path) => files.has(path) || (options.existing ?? []).includes(path),
  };
  const env: CliEnv = {
    apiUrl: on.api.baseUrl,
    token: undefined,
    xdgConfigHome: on.configHome,
    home: on.configHome,
    noColor: false,
    lang: undefined,
    ...options.env,
  };
  const code = await runCli(args, {
    env,
    io,
    prompter: options.prompter ?? fakePrompter(),
    services: on.services,
  });
  return { code, stdout, stderr, files };
};

/** The JSON document a --json run printed. */
export const json = <T = Record<string, unknown>>(run: CliRun): T => JSON.parse(run.stdout) as T;

/** What a run shows, flattened to the texts it would print (for assertions on views). */
export const viewTexts = (result: CommandResult<unknown>): string => JSON.stringify(result.view);
