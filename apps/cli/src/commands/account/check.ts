import { Command } from "commander";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { checkAccount, visibleAccounts } from "@waea/domain/checks";
import { ExitCodes } from "../../exit-codes";
import { cliText } from "../../i18n/cli-catalog";
import { notice, text } from "../../output/view";
import { intInRange } from "../../program/parsers";
import type { Handle } from "../../program/wire";
import { usageError } from "../../runtime/cli-error";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run, RunContext } from "../../runtime/run-types";
import { accountUuid, chosenAccount, requireSignedIn } from "../../runtime/session";
import { entryOf, summaryOf, viewOf, type AccountCheckData } from "./check-report";

export type { AccountCheckData, AccountCheckEntry, FindingData } from "./check-report";

export const DEFAULT_CONCURRENCY = 8;
export const MAX_CONCURRENCY = 64;

export interface AccountCheckOptions {
  readonly uuids: ReadonlyArray<string>;
  readonly all: boolean;
  readonly concurrency: number;
}

export const accountCheckCommand = (handle: Handle<AccountCheckOptions>): Command =>
  new Command("check")
    .description(cliText("cli.check.description"))
    .argument("[uuid...]", cliText("cli.check.arg_uuids"))
    .option("--all", cliText("cli.check.option_all"))
    .option(
      "--concurrency <n>",
      cliText("cli.check.option_concurrency", { max: MAX_CONCURRENCY }),
      intInRange(1, MAX_CONCURRENCY),
      DEFAULT_CONCURRENCY,
    )
    .action(
      (uuids: ReadonlyArray<string>, options: { readonly all?: boolean; readonly concurrency: number }) =>
        handle({ uuids, all: options.all === true, concurrency: options.concurrency }),
    );

/** Which accounts: the ones named (all well formed, else none is checked), every visible one, or the chosen one. */
const accountsToCheck = (options: AccountCheckOptions, context: RunContext) =>
  Effect.gen(function* () {
    if (options.all && options.uuids.length > 0)
      return yield* Effect.fail(usageError("cli.check.all_and_uuids"));
    if (options.uuids.length > 0) {
      yield* requireSignedIn(context);
      return yield* Effect.forEach(options.uuids, accountUuid);
    }
    if (!options.all) return [yield* chosenAccount(context)];
    yield* requireSignedIn(context);
    return yield* visibleAccounts.pipe(Effect.mapError(fromDomainError));
  });

/**
 * CLI-02 and CLI-05: the domain's account check (guards and status rules) on one account, several, or every
 * account the session can see, at most --concurrency at a time, with progress on a terminal. An account that cannot
 * be loaded is reported and the others go on; an ended session (401) stops the run. Exit 3 when any account has
 * problems (errors or warnings), 1 when an account could not be checked at all.
 */
export const run: Run<AccountCheckOptions, AccountCheckData> = (options, context) =>
  Effect.gen(function* () {
    const uuids = yield* accountsToCheck(options, context);
    const progress = context.progress(uuids.length);
    const checked = yield* Effect.forEach(
      uuids,
      (uuid) =>
        checkAccount(uuid, context.settings).pipe(
          Effect.mapError(fromDomainError),
          Effect.either,
          Effect.flatMap((outcome) =>
            Either.isLeft(outcome) && outcome.left.kind === "not_signed_in"
              ? Effect.fail(outcome.left)
              : Effect.succeed(outcome),
          ),
          Effect.tap(() => Effect.sync(progress.tick)),
        ),
      { concurrency: options.concurrency },
    ).pipe(Effect.ensuring(Effect.sync(progress.done)));
    const accounts = checked.map((outcome, i) => entryOf(context.language, uuids[i] ?? "", outcome));
    const summary = summaryOf(accounts);
    const exitCode =
      summary.failed > 0 ? ExitCodes.failure : summary.withProblems > 0 ? ExitCodes.problems : ExitCodes.ok;
    const tone = exitCode === ExitCodes.ok ? "success" : "warning";
    return result(
      { accounts, summary },
      [
        ...accounts.flatMap(viewOf),
        notice(tone, text("cli.check.summary", { ...summary, count: accounts.length })),
      ],
      exitCode,
    );
  });
