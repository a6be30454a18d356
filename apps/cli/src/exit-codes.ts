/** The exit codes of `waea`, documented in `waea --help` and docs/cli.md. */
export const ExitCodes = {
  /** The command did what was asked. */
  ok: 0,
  /** It failed: the operator refused, the network failed, the thing asked for does not exist. */
  failure: 1,
  /** Usage error: unknown flag or command, a bad or missing value. Nothing was changed. */
  usage: 2,
  /** An account check found problems (errors or warnings). */
  problems: 3,
  /** Not signed in, or the session expired. */
  notSignedIn: 4,
} as const;
export type ExitCode = (typeof ExitCodes)[keyof typeof ExitCodes];
