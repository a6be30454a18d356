import { Command } from "commander";
import * as Effect from "effect/Effect";
import { listAccounts, type VisibleAccount } from "@waea/domain/checks";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, toned } from "../../output/view";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { requireSignedIn } from "../../runtime/session";

export type AccountsListOptions = Record<string, never>;

export type AccountRow = VisibleAccount;

export const accountsListCommand = (handle: Handle<AccountsListOptions>): Command =>
  new Command("list").description(cliText("cli.accounts.list.description")).action(() => handle({}));

/** AUTH-11: the customer accounts this login can see (customer_uuids), the chosen one marked. */
export const run: Run<AccountsListOptions, { readonly accounts: ReadonlyArray<AccountRow> }> = (
  _options,
  context,
) =>
  Effect.gen(function* () {
    yield* requireSignedIn(context);
    const accounts = yield* listAccounts.pipe(Effect.mapError(fromDomainError));
    const rows = accounts.map((a) => [
      a.current ? "*" : "",
      a.uuid,
      a.name,
      a.email,
      a.suspended ? toned(text("cli.state.suspended"), "error") : toned(text("cli.state.active"), "success"),
    ]);
    const columns = [
      "cli.column.current",
      "cli.column.uuid",
      "cli.column.name",
      "cli.column.email",
      "cli.column.state",
    ];
    return result({ accounts }, [
      table(
        columns.map((key) => column(key)),
        rows,
        text("cli.accounts.none"),
      ),
    ]);
  });
