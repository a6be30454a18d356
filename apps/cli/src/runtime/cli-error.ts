import * as Data from "effect/Data";
import type { UserError } from "@waea/domain/errors";
import { ExitCodes, type ExitCode } from "../exit-codes";
import { text, type Text } from "../output/view";

/** usage: exit 2; failure: exit 1; not_signed_in: exit 4. */
export type CliErrorKind = "usage" | "failure" | "not_signed_in";

/** Why a command did not do what was asked, as a message to translate. Nothing was changed. */
export class CliError extends Data.TaggedError("CliError")<{
  readonly kind: CliErrorKind;
  readonly message: Text;
  /** The operator said the session is over (401): the stored session is cleared. */
  readonly endSession?: boolean;
  /** The domain's error this one tells, when it came from one: --json prints it Schema-encoded beside the text. */
  readonly domainError?: UserError;
}> {}

export const usageError = (key: string, params?: Readonly<Record<string, string | number>>): CliError =>
  new CliError({ kind: "usage", message: text(key, params) });

export const failure = (key: string, params?: Readonly<Record<string, string | number>>): CliError =>
  new CliError({ kind: "failure", message: text(key, params) });

export const notSignedIn = (key: string, endSession = false): CliError =>
  new CliError({ kind: "not_signed_in", message: text(key), endSession });

export const exitCodeOf = (kind: CliErrorKind): ExitCode =>
  kind === "usage" ? ExitCodes.usage : kind === "not_signed_in" ? ExitCodes.notSignedIn : ExitCodes.failure;
