import * as Cause from "effect/Cause";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Option from "effect/Option";
import { resolveConfigDir } from "@waea/adapters/storage/file";
import { productionSettings } from "@waea/domain/config";
import { logout } from "@waea/domain/session";
import type { CliEnv } from "../env";
import { ExitCodes, type ExitCode } from "../exit-codes";
import { languageOf } from "../i18n/cli-catalog";
import type { CliIo } from "../program/io";
import { renderError, renderResult, type Output } from "../output/render";
import { say } from "../output/translate";
import { text } from "../output/view";
import { exitCodeOf } from "./cli-error";
import type { Prompter } from "./prompter";
import type { GlobalOptions, Progress, Run, RunContext } from "./run-types";
import { liveServices, type ServicesFactory } from "./services";

export interface ExecuteSetup {
  readonly env: CliEnv;
  readonly io: CliIo;
  readonly globals: GlobalOptions;
  readonly prompter: Prompter;
  /** The ports; services.ts's live composition unless a test passes its own. */
  readonly services?: ServicesFactory;
}

/** "Checking 3/10" redrawn in place on stderr, only when stderr is a terminal. */
const progressOn =
  (io: CliIo, language: RunContext["language"]) =>
  (total: number): Progress => {
    let done = 0;
    const draw = () =>
      io.stderr.write(`\r\u001b[2K${say(language, text("cli.check.progress", { done, total }))}`);
    if (!io.stderr.isTTY) return { tick: () => undefined, done: () => undefined };
    draw();
    return { tick: () => ((done += 1), draw()), done: () => io.stderr.write("\r\u001b[2K") };
  };

export const runContext = (setup: ExecuteSetup): RunContext => {
  const language = languageOf(setup.env.lang);
  return {
    language,
    settings: productionSettings,
    globals: setup.globals,
    tokenFromEnv: setup.env.token !== undefined,
    interactive: setup.io.stdinIsTTY && setup.io.stderr.isTTY,
    prompter: setup.prompter,
    readStdin: setup.io.readStdin,
    writeFile: setup.io.writeFile,
    progress: progressOn(setup.io, language),
  };
};

/**
 * Runs one command: provides the ports, prints the result or the error through the output layer, and answers the
 * exit code. A 401 clears the stored session (AUTH-08). A defect (a bug) is reported as "Something went wrong".
 */
export const execute = async <O, D>(run: Run<O, D>, options: O, setup: ExecuteSetup): Promise<ExitCode> => {
  const context = runContext(setup);
  const output: Output = {
    stdout: setup.io.stdout,
    stderr: setup.io.stderr,
    json: setup.globals.json,
    language: context.language,
    noColor: setup.env.noColor,
  };
  const services = (setup.services ?? liveServices)({
    apiUrl: setup.globals.apiUrl,
    token: setup.env.token,
    configDir: resolveConfigDir({ XDG_CONFIG_HOME: setup.env.xdgConfigHome }, setup.env.home),
  });
  const program = run(options, context).pipe(
    Effect.tapError((error) => (error.endSession === true ? logout : Effect.void)),
    Effect.provide(services),
  );
  const exit = await Effect.runPromiseExit(program);
  if (Exit.isSuccess(exit)) {
    renderResult(output, exit.value.data, exit.value.view);
    return exit.value.exitCode ?? ExitCodes.ok;
  }
  const error = Cause.failureOption(exit.cause);
  if (Option.isSome(error)) {
    const code = exitCodeOf(error.value.kind);
    renderError(output, error.value.kind, error.value.message, code);
    return code;
  }
  renderError(output, "failure", text("errors.something_went_wrong"), ExitCodes.failure);
  return ExitCodes.failure;
};
