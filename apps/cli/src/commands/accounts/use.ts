import { Command } from "commander";
import * as Effect from "effect/Effect";
import { ChecksMessages } from "@waea/domain/checks";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { CustomerApi } from "@waea/domain/profile/api";
import { cliText } from "../../i18n/cli-catalog";
import { notice, text } from "../../output/view";
import type { Handle } from "../../program/wire";
import { failure } from "../../runtime/cli-error";
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
    const api = yield* CustomerApi;
    const { CustomerUUIDs } = yield* api.customerUuids().pipe(Effect.mapError(fromDomainError));
    // Kept as the operator spells it, whatever case it was typed in.
    const visible = CustomerUUIDs.find((id) => id.toLowerCase() === uuid);
    if (visible === undefined) return yield* Effect.fail(failure(ChecksMessages.accountNotVisible, { uuid }));
    const storage = yield* Storage;
    yield* storage.set(StorageKeys.currentCustomer, visible);
    yield* storage.remove(StorageKeys.currentMobileProduct);
    return result({ currentAccount: visible }, [
      notice("success", text("cli.accounts.use.chosen", { uuid: visible })),
    ]);
  });
