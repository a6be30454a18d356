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
import { renderError, renderResult, shown, type Output } from "../output/render";
import { text } from "../output/view";
import { CliError, exitCodeOf } from "./cli-error";
import { NETWORK_ERROR_KEY, jsonOfDomainError } from "./domain-errors";
import type { Prompter } from "./prompter";
import type { GlobalOptions, Progress, Run, RunContext } from "./run-types";
import { liveServices, type ServicesFactory } from "./services";
import { storageWarning } from "./storage-warning";

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
      io.stderr.write(`\r\u001b[2K${shown(language, text("cli.check.progress", { done, total }))}`);
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
    fileExists: setup.io.fileExists,
    progress: progressOn(setup.io, language),
  };
};

/**
 * How a failure is told: a run during which the operator ended the session (a 401) exits 4 whatever the command
 * made of the error (said as a refused WAEA_TOKEN when that stood for the session); a network failure names the API it could not reach. The domain error it tells stays with it.
 */
const finalError = (error: CliError, sessionEnded: boolean, context: RunContext): CliError => {
  const domainError = error.domainError === undefined ? {} : { domainError: error.domainError };
  if (sessionEnded && error.kind !== "usage")
    return new CliError({
      kind: "not_signed_in",
      message: text(context.tokenFromEnv ? "cli.session.token_refused" : "errors.session_expired"),
      endSession: true,
      ...domainError,
    });
  if (error.message.key !== NETWORK_ERROR_KEY) return error;
  const message = text(NETWORK_ERROR_KEY, { ...(error.message.params ?? {}), url: context.globals.apiUrl });
  return new CliError({ kind: error.kind, message, ...domainError });
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
  let sessionEnded = false;
  const services = (setup.services ?? liveServices)({
    apiUrl: setup.globals.apiUrl,
    token: setup.env.token,
    configDir: resolveConfigDir({ XDG_CONFIG_HOME: setup.env.xdgConfigHome }, setup.env.home),
    onSessionEnded: () => {
      sessionEnded = true;
    },
    onStorageProblem: (problem) =>
      setup.io.stderr.write(`waea: ${shown(context.language, storageWarning(problem))}\n`),
  });
  const program = run(options, context).pipe(
    Effect.mapError((error) => finalError(error, sessionEnded, context)),
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
    const { kind, message, domainError } = error.value;
    const code = exitCodeOf(kind);
    renderError(output, { kind, message, exitCode: code }, domainError && jsonOfDomainError(domainError));
    return code;
  }
  renderError(output, {
    kind: "failure",
    message: text("errors.something_went_wrong"),
    exitCode: ExitCodes.failure,
  });
  return ExitCodes.failure;
};
