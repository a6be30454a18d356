import { CommanderError } from "commander";
import type { CliEnv } from "../env";
import { ExitCodes, type ExitCode } from "../exit-codes";
import { cliText, currentLanguage, languageOf, useLanguage } from "../i18n/cli-catalog";
import type { Prompter } from "../runtime/prompter";
import type { GlobalOptions } from "../runtime/run-types";
import type { ServicesFactory } from "../runtime/services";
import { commandName, wantsJson } from "./argv";
import type { CliIo } from "./io";
import { DEFAULT_API_URL, httpUrl, rootProgram } from "./program";
import { findEntry } from "./registry";
import type { Wire } from "./wire";

export interface CliDeps {
  readonly env: CliEnv;
  readonly io: CliIo;
  readonly prompter: Prompter;
  /** The ports; the live composition (runtime/services.ts) unless a test passes its own. */
  readonly services?: ServicesFactory;
}

interface RootOptions {
  readonly json?: boolean;
  readonly apiUrl?: string;
  readonly account?: string;
}

const usage = (deps: CliDeps, argv: ReadonlyArray<string>, message: string): ExitCode => {
  deps.io.stderr.write(`error: ${message}\n`);
  if (wantsJson(argv))
    deps.io.stdout.write(
      `${JSON.stringify({ error: { kind: "usage", message, exitCode: ExitCodes.usage } }, null, 2)}\n`,
    );
  return ExitCodes.usage;
};

/**
 * Parses the arguments and runs the command they name; answers the exit code (never calls process.exit). Only the
 * named command's module is loaded; help, usage errors and the exit codes are handled here, the run's own outcome
 * by runtime/execute.ts.
 */
export const runCli = async (argv: ReadonlyArray<string>, deps: CliDeps): Promise<ExitCode> => {
  // The language is the run's (WAEA_LANG); the one before comes back after, for a process that runs several (tests).
  const before = currentLanguage();
  useLanguage(languageOf(deps.env.lang));
  try {
    return await parseAndRun(argv, deps);
  } finally {
    useLanguage(before);
  }
};

const parseAndRun = async (argv: ReadonlyArray<string>, deps: CliDeps): Promise<ExitCode> => {
  if (deps.env.apiUrl !== undefined && httpUrl(deps.env.apiUrl) === undefined)
    return usage(deps, argv, cliText("cli.error.api_url_env"));
  let code: ExitCode = ExitCodes.ok;
  let root: RootOptions = {};
  const wire: Wire = (run) => async (options) => {
    const globals: GlobalOptions = {
      json: root.json === true,
      apiUrl: root.apiUrl ?? deps.env.apiUrl ?? DEFAULT_API_URL,
      account: root.account,
    };
    const { execute } = await import("../runtime/execute");
    code = await execute(run, options, { ...deps, globals });
  };
  const entry = findEntry(commandName(argv));
  const program = rootProgram(deps.io, entry === undefined ? undefined : (await entry.load())(wire));
  program.hook("preAction", () => {
    root = program.opts<RootOptions>();
  });
  try {
    await program.parseAsync([...argv], { from: "user" });
    return code;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // Help asked for (--help, `help <command>`) exits 0; help shown for a missing command is a usage error.
    if (error.exitCode === 0) return ExitCodes.ok;
    if (wantsJson(argv))
      deps.io.stdout.write(
        `${JSON.stringify({ error: { kind: "usage", message: error.message.replace(/^error: /, ""), exitCode: ExitCodes.usage } }, null, 2)}\n`,
      );
    return ExitCodes.usage;
  }
};
