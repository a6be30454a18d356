import { Command } from "commander";
import * as Effect from "effect/Effect";
import {
  loadSimSettings,
  settingEntries,
  simSettingLabelKey,
  type SimSettingPath,
  type SimSettings,
} from "@waea/domain/sim";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, toned } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";

export interface SimSettingsOptions {
  readonly product: string | undefined;
}

export interface SimSettingsData {
  readonly product: string;
  readonly settings: SimSettings;
}

export const simSettingsCommand = (handle: Handle<SimSettingsOptions>): Command =>
  withProductOption(new Command("settings").description(cliText("cli.sim.settings.description"))).action(
    (options: { readonly product?: string }) => handle({ product: options.product }),
  );

/** The switches as rows: setting name (as `set` takes it), label, on/off. */
export const settingRows = (settings: SimSettings) =>
  settingEntries(settings).map(([path, on]: readonly [SimSettingPath, boolean]) => [
    path,
    text(simSettingLabelKey(path)),
    toned(text(on ? "cli.value.on" : "cli.value.off"), on ? "success" : "muted"),
  ]);

export const settingColumns = [
  column("cli.column.setting"),
  column("cli.column.label"),
  column("cli.column.value"),
];

/** SIM-01: the SIM settings of a mobile service (call forwarding, call waiting and hold, barring). */
export const run: Run<SimSettingsOptions, SimSettingsData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const settings = yield* loadSimSettings({ customerUUID: account, mobileUUID: product.UUID }).pipe(
      Effect.mapError(fromDomainError),
    );
    return result({ product: product.UUID, settings }, [
      table(settingColumns, settingRows(settings), text("cli.sim.none")),
    ]);
  });
