import * as Effect from "effect/Effect";
import type { Text } from "../output/view";
import { say } from "../output/translate";
import { failure, usageError, type CliError } from "./cli-error";
import type { RunContext } from "./run-types";

/**
 * Every write asks first (CLI-04): --yes answers for the operator; on a terminal the question is asked; elsewhere
 * there is nobody to ask, so it is a usage error naming --yes (exit 2). A "no" changes nothing (exit 1).
 */
export const confirmWrite = (
  context: RunContext,
  yes: boolean,
  question: Text,
): Effect.Effect<void, CliError> => {
  if (yes) return Effect.void;
  if (!context.interactive) return Effect.fail(usageError("cli.error.yes_required"));
  return Effect.flatMap(
    Effect.tryPromise({
      try: () => context.prompter.confirm(say(context.language, question)),
      catch: () => failure("cli.error.declined"),
    }),
    (accepted) => (accepted ? Effect.void : Effect.fail(failure("cli.error.declined"))),
  );
};

/**
 * A value only a person types (the password, a missing e-mail): prompted on a terminal, else a usage error naming
 * the flag or argument that gives it. A prompt closed with Ctrl+C changes nothing (exit 1).
 */
export const promptOr = (
  context: RunContext,
  ask: (prompter: RunContext["prompter"], message: string) => Promise<string>,
  question: Text,
  flag: string,
): Effect.Effect<string, CliError> =>
  context.interactive
    ? Effect.tryPromise({
        try: () => ask(context.prompter, say(context.language, question)),
        catch: () => failure("cli.error.declined"),
      })
    : Effect.fail(usageError("cli.error.value_required", { flag }));
