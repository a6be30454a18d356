import { Command } from "commander";
import * as Effect from "effect/Effect";
import { chooseAccount } from "@waea/domain/checks";
import { cliText } from "../../i18n/cli-catalog";
import { notice, text } from "../../output/view";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { accountUuid, requireSignedIn } from "../../runtime/session";

export interface AccountsUseOptions {
  readonly uuid: string;
}

export const accountsUseCommand = (handle: Handle<AccountsUseOptions>): Command =>
  new Command("use")
    .description(cliText("cli.accounts.use.description"))
    .argument("<uuid>", cliText("cli.accounts.use.arg_uuid"))
    .action((uuid: string) => handle({ uuid }));

/**
 * AUTH-11: chooses the customer account later commands act on. A malformed UUID is a usage error (exit 2), one
 * this login cannot see a failure (exit 1); either way the choice stays as it was.
 */
export const run: Run<AccountsUseOptions, { readonly currentAccount: string }> = (options, context) =>
  Effect.gen(function* () {
    const uuid = yield* accountUuid(options.uuid);
    yield* requireSignedIn(context);
    const visible = yield* chooseAccount(uuid).pipe(Effect.mapError(fromDomainError));
    return result({ currentAccount: visible }, [
      notice("success", text("cli.accounts.use.chosen", { uuid: visible })),
    ]);
  });
