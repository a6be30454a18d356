// Entry of the bundle (dist/waea.cjs). Kept light: effect, the domain and the ports load only when a command runs.
import { readEnv } from "./env";
import { ExitCodes } from "./exit-codes";
import { nodeIo } from "./program/io";
import { runCli } from "./program/run-cli";
import { makePrompter } from "./runtime/prompter";

// `waea ... | head` closes the pipe early: stop quietly, as other command-line tools do.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? ExitCodes.ok);
  throw error;
});

runCli(process.argv.slice(2), { env: readEnv(), io: nodeIo(), prompter: makePrompter() }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`waea: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = ExitCodes.failure;
  },
);
