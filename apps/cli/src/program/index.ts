// What runs `waea` in-process: the program, its ports and the process side. The installed command is bin/waea.mjs;
// this entry is for embedding (tests/cli reads the exit codes from it).
export { runCli, type CliDeps } from "./run-cli";
export { DEFAULT_API_URL } from "./program";
export type { CliIo } from "./io";
export { pathExists, saveFile } from "./write-file";
export type { CliEnv } from "../env";
export { ExitCodes, type ExitCode } from "../exit-codes";
export type { OutputStream } from "../output/render";
export type { Prompter } from "../runtime/prompter";
export {
  makeLiveServices,
  type LiveOptions,
  type ServicesConfig,
  type ServicesFactory,
} from "../runtime/services";
