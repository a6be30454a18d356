import * as Effect from "effect/Effect";
import type { ExitCode } from "../exit-codes";
import type { View } from "../output/view";
import type { CommandResult } from "./run-types";

export const result = <D>(data: D, view: View, exitCode?: ExitCode): CommandResult<D> =>
  exitCode === undefined ? { data, view } : { data, view, exitCode };

export const succeed = <D>(data: D, view: View, exitCode?: ExitCode): Effect.Effect<CommandResult<D>> =>
  Effect.succeed(result(data, view, exitCode));
