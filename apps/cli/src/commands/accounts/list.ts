import { Command } from "commander";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { ACCOUNT_DISPLAY_NAME_LIMIT, displayName, isSuspended } from "@waea/domain/account";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { CustomerApi } from "@waea/domain/profile/api";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, toned } from "../../output/view";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { requireSignedIn } from "../../runtime/session";

export type AccountsListOptions = Record<string, never>;

export interface AccountRow {
  readonly uuid: string;
  readonly name: string;
  readonly email: string;
  readonly suspended: boolean;
  readonly current: boolean;
}

export const accountsListCommand = (handle: Handle<AccountsListOptions>): Command =>
  new Command("list").description(cliText("cli.accounts.list.description")).action(() => handle({}));

/** AUTH-11: the customer accounts this login can see (customer_uuids), the chosen one marked. */
export const run: Run<AccountsListOptions, { readonly accounts: ReadonlyArray<AccountRow> }> = (
  _options,
  context,
) =>
  Effect.gen(function* () {
    yield* requireSignedIn(context);
    const api = yield* CustomerApi;
    const storage = yield* Storage;
    const current = Option.getOrUndefined(yield* storage.get(StorageKeys.currentCustomer));
    const { CustomerUUIDs } = yield* api.customerUuids().pipe(Effect.mapError(fromDomainError));
    const accounts = yield* Effect.forEach(
      CustomerUUIDs,
      (uuid) =>
        api.readCustomer(uuid).pipe(
          Effect.map((customer): AccountRow => ({
            uuid,
            name: displayName(customer.FirstName, customer.LastName, ACCOUNT_DISPLAY_NAME_LIMIT),
            email: customer.Email,
            suspended: isSuspended(customer),
            current: uuid === current,
          })),
          Effect.mapError(fromDomainError),
        ),
      { concurrency: 8 },
    );
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
