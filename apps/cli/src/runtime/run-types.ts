import type * as Effect from "effect/Effect";
import type { BillingApi } from "@waea/domain/billing/api";
import type { BillingRoutesApi } from "@waea/domain/billing-routes/api";
import type { BroadbandApi } from "@waea/domain/broadband/api";
import type { AccountProductsApi } from "@waea/domain/checks/api";
import type { Language, Settings } from "@waea/domain/config";
import type { PaymentsApi } from "@waea/domain/payments/api";
import type { PlansApi } from "@waea/domain/plans/api";
import type { Analytics, Storage } from "@waea/domain/ports";
import type { CustomerApi } from "@waea/domain/profile/api";
import type { AuthApi } from "@waea/domain/session/api";
import type { SimApi } from "@waea/domain/sim/api";
import type { UsageApi } from "@waea/domain/usage/api";
import type { ExitCode } from "../exit-codes";
import type { View } from "../output/view";
import type { CliError } from "./cli-error";
import type { Prompter } from "./prompter";

/** Every port a command may use; services.ts provides them all in one layer. Time is Effect's own Clock. */
export type CliServices =
  | AuthApi
  | CustomerApi
  | AccountProductsApi
  | PlansApi
  | PaymentsApi
  | BillingApi
  | BillingRoutesApi
  | UsageApi
  | SimApi
  | BroadbandApi
  | Storage
  | Analytics;

/** Options every command has (on the root program). */
export interface GlobalOptions {
  readonly json: boolean;
  readonly apiUrl: string;
  /** A customer account UUID for this run, instead of the one chosen with `waea accounts use`. */
  readonly account: string | undefined;
}

export interface Progress {
  readonly tick: () => void;
  readonly done: () => void;
}

/** What a run may use besides the ports: the terminal, the prompts, files, the settings. */
export interface RunContext {
  readonly language: Language;
  readonly settings: Settings;
  readonly globals: GlobalOptions;
  /** WAEA_TOKEN was set: it stands for the session. */
  readonly tokenFromEnv: boolean;
  /** Prompts are allowed: stdin and stderr are terminals. */
  readonly interactive: boolean;
  readonly prompter: Prompter;
  readonly readStdin: () => Promise<string>;
  readonly writeFile: (path: string, bytes: Uint8Array) => Promise<void>;
  readonly fileExists: (path: string) => Promise<boolean>;
  /** Progress of a long run on stderr (only drawn when stderr is a terminal). */
  readonly progress: (total: number) => Progress;
}

/** What a run returns: the JSON document, the human view of it, and the exit code when it is not 0. */
export interface CommandResult<D> {
  readonly data: D;
  readonly view: View;
  readonly exitCode?: ExitCode;
}

export type Run<O, D> = (
  options: O,
  context: RunContext,
) => Effect.Effect<CommandResult<D>, CliError, CliServices>;
