import { Command } from "commander";
import * as Effect from "effect/Effect";
import { setAutoRenew } from "@waea/domain/plans";
import { cliText } from "../../i18n/cli-catalog";
import { say } from "../../output/translate";
import { notice, text } from "../../output/view";
import { withYesOption } from "../../program/common-options";
import { onOff } from "../../program/parsers";
import type { Handle } from "../../program/wire";
import { failure } from "../../runtime/cli-error";
import { confirmWrite } from "../../runtime/confirm";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";

export interface AutoRenewOptions {
  readonly addon: string;
  readonly autoRenew: boolean;
  readonly product: string | undefined;
  readonly yes: boolean;
}

export interface AutoRenewData {
  readonly product: string;
  readonly addon: string;
  readonly autoRenew: boolean;
}

/** `auto-renew` runs under `addons`, which owns --product (read through optsWithGlobals, wherever it is typed). */
export const autoRenewCommand = (handle: Handle<AutoRenewOptions>): Command =>
  withYesOption(
    new Command("auto-renew")
      .description(cliText("cli.auto_renew.description"))
      .argument("<addon>", cliText("cli.auto_renew.arg_addon"))
      .argument("<on|off>", cliText("cli.auto_renew.arg_state"), onOff),
  ).action((addon: string, autoRenew: boolean, _options: unknown, command: Command) => {
    const options = command.optsWithGlobals<{ readonly product?: string; readonly yes?: boolean }>();
    return handle({ addon, autoRenew, product: options.product, yes: options.yes === true });
  });

/** PLAN-06: auto renew on or off for an add-on of the service, where the domain allows it; asks first. */
export const run: Run<AutoRenewOptions, AutoRenewData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const addon = (product.Addons ?? []).find((a) => a.UUID === options.addon.trim());
    if (addon === undefined)
      return yield* Effect.fail(failure("cli.auto_renew.not_found", { addon: options.addon }));
    const state = say(context.language, text(options.autoRenew ? "cli.value.on" : "cli.value.off"));
    yield* confirmWrite(context, options.yes, text("cli.auto_renew.confirm", { name: addon.Name, state }));
    const reply = yield* setAutoRenew({
      customerUUID: account,
      mobileUUID: product.UUID,
      addon,
      autoRenew: options.autoRenew,
    }).pipe(Effect.mapError(fromDomainError));
    return result({ product: product.UUID, addon: reply.MobileAddonUUID, autoRenew: reply.AutoRenew }, [
      notice(
        "success",
        text(reply.AutoRenew ? "cli.auto_renew.done_on" : "cli.auto_renew.done_off", { name: addon.Name }),
      ),
    ]);
  });
