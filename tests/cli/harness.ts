// The waea CLI in this process against the fake API in this process: the live composition (HTTP client, the file
// session store in a temp XDG_CONFIG_HOME) with Effect's Clock frozen at the fake API's instant.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  makeLiveServices,
  pathExists,
  runCli,
  saveFile,
  type CliEnv,
  type ExitCode,
  type Prompter,
} from "@waea/cli/program";
import { frozenClock } from "@waea/domain/ports";
import type { RunningFakeApi } from "@waea/fake-api/server";
import { FROZEN_AT, control, startTestFakeApi } from "../contract/fake-api";

export { DEMO_PASSWORD } from "@waea/fake-api/server";
export { ExitCodes } from "@waea/cli/program";

export interface CliWorld {
  readonly api: RunningFakeApi;
  /** XDG_CONFIG_HOME of the runs: the session file is `<home>/waea/session.json`. */
  readonly configHome: string;
  /** The instant the CLI's clock stands at in the next run; a test moves it in step with the fake API's. */
  readonly clientTime: { millis: number };
  readonly sessionFile: string;
}

export const startCliWorld = async (): Promise<CliWorld> => {
  const api = await startTestFakeApi();
  const configHome = mkdtempSync(join(tmpdir(), "waea-cli-"));
  return {
    api,
    configHome,
    clientTime: { millis: FROZEN_AT },
    sessionFile: join(configHome, "waea", "session.json"),
  };
};

export const stopCliWorld = async (world: CliWorld): Promise<void> => {
  await world.api.close();
  rmSync(world.configHome, { recursive: true, force: true });
};

/** Between tests: the demo world as seeded, the clock back at the frozen instant, no session file. */
export const resetCliWorld = async (world: CliWorld): Promise<void> => {
  await control(world.api, "reset", {});
  await control(world.api, "clock", { SetMillis: FROZEN_AT });
  world.clientTime.millis = FROZEN_AT;
  rmSync(join(world.configHome, "waea"), { recursive: true, force: true });
};

/** The world's digest: equal digests before and after a run prove it changed nothing. */
export const digest = async (world: CliWorld): Promise<unknown> =>
  (await control(world.api, "digest")).Digest;

export interface CliRun {
  readonly code: ExitCode;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** stdin (for --password-stdin). */
  readonly input?: string;
  readonly env?: Partial<CliEnv>;
  /** stdin and stderr are terminals (prompts allowed); answers come from `prompter`. */
  readonly terminal?: boolean;
  readonly prompter?: Prompter;
}

const noPrompts: Prompter = {
  input: async (message) => Promise.reject(new Error(`unexpected prompt: ${message}`)),
  password: async (message) => Promise.reject(new Error(`unexpected prompt: ${message}`)),
  confirm: async (message) => Promise.reject(new Error(`unexpected prompt: ${message}`)),
};

/** `waea <args>` as a script runs it (not a terminal unless said), against the fake API. */
export const waea = async (
  world: CliWorld,
  args: ReadonlyArray<string>,
  options: RunOptions = {},
): Promise<CliRun> => {
  let stdout = "";
  let stderr = "";
  const terminal = options.terminal === true;
  const code = await runCli(args, {
    env: {
      apiUrl: world.api.baseUrl,
      token: undefined,
      xdgConfigHome: world.configHome,
      home: world.configHome,
      noColor: true,
      lang: undefined,
      ...options.env,
    },
    io: {
      stdout: { write: (chunk) => void (stdout += chunk), isTTY: false },
      stderr: { write: (chunk) => void (stderr += chunk), isTTY: terminal },
      stdinIsTTY: terminal,
      readStdin: async () => options.input ?? "",
      writeFile: saveFile,
      fileExists: pathExists,
    },
    prompter: options.prompter ?? noPrompts,
    services: makeLiveServices({ clock: frozenClock(world.clientTime.millis) }),
  });
  return { code, stdout, stderr };
};

/** Signs a demo login in with --password-stdin; fails the test when it does not work. */
export const login = async (world: CliWorld, email: string, password: string): Promise<CliRun> => {
  const run = await waea(world, ["login", email, "--password-stdin"], { input: `${password}\n` });
  if (run.code !== 0) throw new Error(`login ${email}: exit ${run.code}: ${run.stderr}`);
  return run;
};

/** The JSON document a --json run printed. */
export const json = <T = Record<string, unknown>>(run: CliRun): T => JSON.parse(run.stdout) as T;
