import { Command } from "commander";
import * as Effect from "effect/Effect";
import type { ProductAddon } from "@waea/domain/account";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { allowsAutoRenew } from "@waea/domain/plans";
import { nanosToMillis } from "@waea/domain/ports";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, toned } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";

export interface AddonsOptions {
  readonly product: string | undefined;
}

export interface AddonRow extends ProductAddon {
  /** Whether auto renew may be switched (spec 02 §4: AllowAutoRenew present and not "false"). */
  readonly autoRenewAllowed: boolean;
}

export interface AddonsData {
  readonly product: string;
  readonly addons: ReadonlyArray<AddonRow>;
}

export const addonsCommand = (handle: Handle<AddonsOptions>): Command =>
  withProductOption(new Command("addons").description(cliText("cli.addons.description"))).action(
    (options: { readonly product?: string }) => handle({ product: options.product }),
  );

const yesNo = (value: boolean | undefined) => text(value === true ? "cli.value.yes" : "cli.value.no");

/** The plan and add-ons on a mobile service, with their auto renew state and whether it may be changed. */
export const run: Run<AddonsOptions, AddonsData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const addons = (product.Addons ?? []).map((a): AddonRow => ({
      ...a,
      autoRenewAllowed: allowsAutoRenew(a.AllowAutoRenew),
    }));
    const rows = addons.map((a) => [
      a.UUID,
      a.Name,
      a.IsBasePlan === true ? text("cli.addons.plan") : text("cli.addons.addon"),
      a.RetailCents === undefined ? "" : formatNzd(a.RetailCents),
      a.ExpiresAtNanos === undefined ? "" : formatNzDate(nanosToMillis(a.ExpiresAtNanos)),
      a.autoRenewAllowed ? yesNo(a.AutoRenew) : toned(text("cli.addons.not_renewable"), "muted"),
    ]);
    return result({ product: product.UUID, addons }, [
      table(
        [
          column("cli.column.uuid"),
          column("cli.column.name"),
          column("cli.column.kind"),
          column("cli.column.price", "right"),
          column("cli.column.expires"),
          column("cli.column.auto_renew"),
        ],
        rows,
        text("checks.no_plan"),
      ),
    ]);
  });
